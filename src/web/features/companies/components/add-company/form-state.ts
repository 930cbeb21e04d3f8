import type { CompanyCreate } from "@shared/schemas/companies";
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
  name: "", website: "", oneLiner: "", region: "", city: "", sector: "", subSector: "", subSectorOther: "", round: "",
  valuation: null, revenue: null, pocIds: [], dealSource: "", dealSourceOther: "", whoReferred: "", otherInvestors: [], files: [],
};

const orNull = (s: string) => s.trim() || null;

/** "Other" with a "Please specify" text: the text replaces the value. */
const specified = (value: string, other: string) => (value === "Other" ? orNull(other) ?? "Other" : orNull(value));

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
