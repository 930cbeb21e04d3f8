import { z } from "zod";
import { companyCreateSchema, type CompanyCreate } from "@shared/schemas/companies";
import type { PendingFile } from "./file-drop";

export type AddForm = {
  name: string;
  website: string;
  oneLiner: string;
  region: string;
  city: string;
  sector: string;
  subSector: string;
  subSectorOther: string;
  round: string;
  valuation: number | null;
  revenue: number | null;
  pocIds: string[];
  dealSource: string;
  dealSourceOther: string;
  whoReferred: string;
  otherInvestors: string[];
  files: PendingFile[];
};

export const emptyForm: AddForm = {
  name: "",
  website: "",
  oneLiner: "",
  region: "",
  city: "",
  sector: "",
  subSector: "",
  subSectorOther: "",
  round: "",
  valuation: null,
  revenue: null,
  pocIds: [],
  dealSource: "",
  dealSourceOther: "",
  whoReferred: "",
  otherInvestors: [],
  files: [],
};

/** Whether closing the dialog would throw away anything the user entered. */
export const hasInput = (f: AddForm) =>
  Object.values(f).some((v) => (Array.isArray(v) ? v.length > 0 : typeof v === "string" ? v.trim() !== "" : v !== null));

const orNull = (s: string) => s.trim() || null;

/** "Other" with a "Please specify" text: the text replaces the value. */
const specified = (value: string, other: string) => (value === "Other" ? (orNull(other) ?? "Other") : orNull(value));

export function toCreateBody(f: AddForm): CompanyCreate {
  return {
    name: f.name.trim(),
    website: orNull(f.website),
    oneLiner: orNull(f.oneLiner),
    region: orNull(f.region),
    city: orNull(f.city),
    sector: orNull(f.sector),
    subSector: specified(f.subSector, f.subSectorOther),
    round: orNull(f.round),
    valuation: f.valuation,
    revenue: f.revenue,
    pocIds: f.pocIds,
    dealSource: specified(f.dealSource, f.dealSourceOther),
    whoReferred: orNull(f.whoReferred),
    otherInvestors: f.otherInvestors,
  };
}

/**
 * The dialog's values checked by the endpoint's own schema: the body they become is parsed
 * with companyCreateSchema and each issue lands on the field it came from.
 */
export const addCompanySchema = z.custom<AddForm>().superRefine((form, ctx) => {
  const result = companyCreateSchema.safeParse(toCreateBody(form));
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
});
