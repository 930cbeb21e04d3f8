import {
  INTAKE_CONTROL_CHARS,
  INTAKE_TEXT_MAX,
  intakeRegions,
  intakeRounds,
  intakeSectors,
  intakeSubSectors,
  isHttpUrl,
} from "@shared/constants/intake";
import { groupDigits } from "@shared/en-us";

export type IntakeValues = {
  companyName: string;
  companyWebsite: string;
  sector: string;
  subSector: string;
  city: string;
  region: string;
  round: string;
  roundSize: string;
  desiredValuation: string;
  founderOwnership: string;
  currentMonthlyRevenue: string;
  elevatorPitch: string;
};
export type FieldName = keyof IntakeValues;

type FieldSpec = {
  name: FieldName;
  label: string;
  kind: "text" | "url" | "number" | "select" | "textarea";
  options?: readonly string[];
  placeholder?: string;
  autoComplete?: string;
};

/** The spec's fields in its sections (the compact variant shows them without headings). */
export const sections: { title: string; fields: FieldSpec[] }[] = [
  {
    title: "Company Information",
    fields: [
      { name: "companyName", label: "Company Name", kind: "text", autoComplete: "organization" },
      { name: "companyWebsite", label: "Company Website", kind: "url", placeholder: "https://", autoComplete: "url" },
      { name: "sector", label: "Sector", kind: "select", options: intakeSectors },
      { name: "subSector", label: "Sub-sector", kind: "select", options: intakeSubSectors },
      { name: "city", label: "City", kind: "text", autoComplete: "address-level2" },
      { name: "region", label: "Region", kind: "select", options: intakeRegions },
    ],
  },
  {
    title: "Funding Information",
    fields: [
      { name: "round", label: "Round", kind: "select", options: intakeRounds },
      { name: "roundSize", label: "Round Size", kind: "text", placeholder: "e.g. $2M" },
      { name: "desiredValuation", label: "Desired Valuation", kind: "text", placeholder: "e.g. $12M post-money" },
      { name: "founderOwnership", label: "Founder Ownership (%)", kind: "number", placeholder: "0–100" },
      { name: "currentMonthlyRevenue", label: "Current Monthly Revenue", kind: "text", placeholder: "e.g. $40k" },
    ],
  },
  {
    title: "Company Pitch",
    fields: [
      {
        name: "elevatorPitch",
        label: "Elevator Pitch",
        kind: "textarea",
        placeholder: "In three sentences: what problem are you solving, and why are you the one to solve it?",
      },
    ],
  },
];

export const emptyValues: IntakeValues = {
  companyName: "",
  companyWebsite: "",
  sector: "",
  subSector: "",
  city: "",
  region: "",
  round: "",
  roundSize: "",
  desiredValuation: "",
  founderOwnership: "",
  currentMonthlyRevenue: "",
  elevatorPitch: "",
};

const labels: Record<FieldName, string> = {
  companyName: "Company Name",
  companyWebsite: "Company Website",
  sector: "Sector",
  subSector: "Sub-sector",
  city: "City",
  region: "Region",
  round: "Round",
  roundSize: "Round Size",
  desiredValuation: "Desired Valuation",
  founderOwnership: "Founder Ownership",
  currentMonthlyRevenue: "Current Monthly Revenue",
  elevatorPitch: "Elevator Pitch",
};

/**
 * The server's own rules and messages (`intakeSubmissionSchema` in shared/schemas/intake.ts),
 * checked before sending without bringing zod into the intake page; `fields.test.ts` holds the two
 * to the same answers.
 */
export function validate(values: IntakeValues): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const [name, label] of Object.entries(labels) as [FieldName, string][]) {
    const value = values[name].trim();
    const options = sections.flatMap((s) => s.fields).find((f) => f.name === name)?.options;
    const max = (INTAKE_TEXT_MAX as Partial<Record<FieldName, number>>)[name];
    if (!value || (options && !options.includes(value))) errors[name] = `${label} is required.`;
    else if (max !== undefined && value.length > max) errors[name] = `${label} must be at most ${groupDigits(max)} characters`;
    else if (max !== undefined && INTAKE_CONTROL_CHARS.test(value)) errors[name] = `${label} cannot contain control characters`;
  }
  if (!errors.companyWebsite && !isHttpUrl(values.companyWebsite.trim()))
    errors.companyWebsite = "Enter a valid URL for Company Website (https://...)";
  const ownership = Number(values.founderOwnership.trim());
  if (!errors.founderOwnership && !Number.isFinite(ownership)) errors.founderOwnership = "Founder Ownership is required.";
  else if (!errors.founderOwnership && (ownership < 0 || ownership > 100))
    errors.founderOwnership = "Founder Ownership must be between 0 and 100";
  return errors;
}
