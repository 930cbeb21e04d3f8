import type { CompanyCard } from "@shared/schemas/companies";
type PocOption = { id: string; name: string };

type PocRef = CompanyCard["pocs"][number];

/**
 * The POCs after the inline POC cell picks `chosenId` (or "" for No POC): the choice
 * replaces only the primary POC and the others stay in their order.
 */
export function withPrimaryPoc(current: PocRef[], chosenId: string, pocs: PocOption[]): PocRef[] {
  const chosen = pocs.find((p) => p.id === chosenId);
  const others = current.slice(1).filter((p) => p.id !== chosenId);
  return chosen ? [{ id: chosen.id, name: chosen.name }, ...others] : others;
}
