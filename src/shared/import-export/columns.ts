// The shared column dictionary of import and export (issue 40): per entity, the ordered columns
// an export writes and an import recognises. Export writes `header`; the importer maps a file's
// header back to `key` by `suggestColumn` (the header itself, the key, or a synonym), so an
// exported file maps 100 % automatically. Custom fields are added at run time: their header is
// the field's name (see `customFieldColumn`).
import type { FieldType } from "../constants/custom-fields";
import { checkSizeRanges, personSectors, personStages, personTypes, personValues } from "../constants/people";
import { addSectors, editRounds, investmentRoundTypes, operatingStatuses, pipelineStages, updateIntervals } from "../constants/pipeline";

export const exportEntities = ["companies", "people", "lps", "equityInvestments"] as const;
export type ExportEntity = (typeof exportEntities)[number];

/** What a related record is named by in a file. */
/** poc: a POC (the pocs list); user: a member of the organisation (member custom fields). */
export type RelationTarget = "poc" | "user" | "fund" | "company" | "person";

export type ColumnKind =
  | { type: "text" }
  | { type: "number" }
  /** Whole dollars, written plain (no currency sign, no separators). */
  | { type: "money" }
  /** ISO calendar date (YYYY-MM-DD). */
  | { type: "date" }
  | { type: "boolean" }
  /** One of a fixed list; `open`: the schema also takes other text (the list is what the app offers). */
  | { type: "enum"; values: readonly string[]; open?: boolean }
  /** One related record, written by its name. */
  | { type: "relation"; target: RelationTarget }
  /** Several related records (or plain names), written as names separated by `LIST_SEPARATOR`. */
  | { type: "list"; target?: RelationTarget };

export type ColumnDef = {
  /** The field in our schemas (create/update body, or the relation's field on the record). */
  key: string;
  /** What an export writes as the column header. */
  header: string;
  kind: ColumnKind;
  /** Other headers the importer recognises (Affinity, Attio, HubSpot, spreadsheets). */
  synonyms: readonly string[];
  /** Written by export only (e.g. a timestamp); an import ignores it. */
  readOnly?: boolean;
  /** The column that identifies a row (its name); an import needs it mapped. */
  identity?: boolean;
};

/** How a list of names is joined in one cell (and split on import). */
export const LIST_SEPARATOR = "; ";
/** How a boolean is written (an import also takes true/false, 1/0, y/n). */
export const BOOLEAN_TEXT = { true: "Yes", false: "No" } as const;

const text = { type: "text" } as const;
const money = { type: "money" } as const;
const date = { type: "date" } as const;
const bool = { type: "boolean" } as const;
const num = { type: "number" } as const;
const enumOf = (values: readonly string[], open = false): ColumnKind => ({ type: "enum", values, open });
const rel = (target: RelationTarget): ColumnKind => ({ type: "relation", target });

const companyColumns: readonly ColumnDef[] = [
  {
    key: "name",
    header: "Company Name",
    kind: text,
    identity: true,
    synonyms: [
      "Name",
      "Company",
      "Organization",
      "Organization Name",
      "Organisation",
      "Organisation Name",
      "Account",
      "Account Name",
      "Startup",
    ],
  },
  {
    key: "website",
    header: "Website",
    kind: text,
    synonyms: ["Domain", "URL", "Company Website", "Company Domain", "Web", "Homepage", "Site"],
  },
  {
    key: "oneLiner",
    header: "One-liner",
    kind: text,
    synonyms: ["One liner", "Tagline", "Short Description", "Description", "Summary", "Pitch"],
  },
  {
    key: "stage",
    header: "Pipeline Stage",
    kind: enumOf(pipelineStages),
    synonyms: ["Stage", "Status", "Deal Stage", "Pipeline Status", "Deal Status", "Company Type", "List Status"],
  },
  {
    key: "operatingStatus",
    header: "Operating Status",
    kind: enumOf(operatingStatuses),
    synonyms: ["Company Status", "Operational Status", "Active / Exited"],
  },
  {
    key: "round",
    header: "Round",
    kind: enumOf(
      editRounds.filter((r) => r !== "None"),
      true,
    ),
    synonyms: ["Funding Round", "Funding Stage", "Investment Round", "Round Type", "Last Round", "Series", "Last Funding Type"],
  },
  {
    key: "sector",
    header: "Sector",
    kind: enumOf(addSectors, true),
    synonyms: ["Industry", "Industries", "Vertical", "Category", "Market"],
  },
  { key: "subSector", header: "Sub Sector", kind: text, synonyms: ["Subsector", "Sub-sector", "Sub Industry", "Sub-industry", "Niche"] },
  { key: "region", header: "Region", kind: text, synonyms: ["Geography", "Geo", "Country", "Market Region", "HQ Region"] },
  { key: "city", header: "City", kind: text, synonyms: ["Location", "HQ", "Headquarters", "HQ City", "Town"] },
  {
    key: "valuation",
    header: "Valuation",
    kind: money,
    synonyms: ["Valuation (USD)", "Post-money Valuation", "Post Money", "Pre-money Valuation", "Company Valuation"],
  },
  { key: "revenue", header: "Revenue", kind: money, synonyms: ["Revenue (USD)", "Annual Revenue", "ARR", "Annual Recurring Revenue"] },
  { key: "fund", header: "Fund", kind: rel("fund"), synonyms: ["Fund Name", "Investing Fund", "Vehicle", "Investment Vehicle"] },
  {
    key: "pocs",
    header: "POCs",
    kind: { type: "list", target: "poc" },
    synonyms: [
      "POC",
      "Owner",
      "Owners",
      "Deal Owner",
      "Deal Lead",
      "Lead",
      "Company Owner",
      "Account Owner",
      "Point of Contact",
      "Deal Team",
      "Team Member",
    ],
  },
  {
    key: "founders",
    header: "Founders",
    kind: { type: "list", target: "person" },
    synonyms: ["Founder", "Founder Names", "Founding Team", "Founder(s)", "CEO", "Team"],
  },
  { key: "dealSource", header: "Deal Source", kind: text, synonyms: ["Source", "Lead Source", "Origin", "Sourcing Channel", "Channel"] },
  {
    key: "whoReferred",
    header: "Who Referred",
    kind: text,
    synonyms: ["Referred By", "Referrer", "Referral", "Introduced By", "Intro By", "Introducer"],
  },
  {
    key: "otherInvestors",
    header: "Other Investors",
    kind: { type: "list" },
    synonyms: ["Investors", "Co-investors", "Coinvestors", "Existing Investors", "Backers", "Top Investors"],
  },
  {
    key: "foundedDate",
    header: "Founded Date",
    kind: date,
    synonyms: ["Founded", "Founded On", "Year Founded", "Founding Date", "Date Founded", "Incorporation Date"],
  },
  {
    key: "shutDownDate",
    header: "Shut-down Date",
    kind: date,
    synonyms: ["Shut Down Date", "Shutdown Date", "Closed Date", "Date Closed"],
  },
  { key: "companyStage", header: "Company Stage", kind: text, synonyms: ["Maturity", "Company Maturity", "Growth Stage"] },
  { key: "portfolioStatus", header: "Portfolio Status", kind: text, synonyms: ["Portfolio Health", "Health"] },
  {
    key: "updatesInterval",
    header: "Updates Interval",
    kind: enumOf(updateIntervals),
    synonyms: ["Update Interval", "Reporting Frequency", "Updates Frequency", "Reporting Cadence"],
  },
  { key: "boardSeat", header: "Board Seat", kind: bool, synonyms: ["Has Board Seat", "Board"] },
  { key: "boardObserver", header: "Board Observer", kind: bool, synonyms: ["Observer", "Board Observer Seat"] },
  { key: "informationRights", header: "Information Rights", kind: bool, synonyms: ["Info Rights"] },
  { key: "roundSize", header: "Round Size", kind: text, synonyms: ["Raise", "Raise Amount", "Amount Raising", "Raising", "Target Raise"] },
  { key: "desiredValuation", header: "Desired Valuation", kind: text, synonyms: ["Target Valuation", "Ask Valuation", "Valuation Ask"] },
  { key: "founderOwnership", header: "Founder Ownership (%)", kind: num, synonyms: ["Founder Ownership", "Founder %", "Founder Equity"] },
  {
    key: "currentMonthlyRevenue",
    header: "Current Monthly Revenue",
    kind: text,
    synonyms: ["MRR", "Monthly Revenue", "Monthly Recurring Revenue"],
  },
  { key: "elevatorPitch", header: "Elevator Pitch", kind: text, synonyms: ["Pitch Summary"] },
  { key: "overview", header: "Overview", kind: text, synonyms: ["Long Description", "About", "Company Overview", "Notes"] },
  { key: "updates", header: "Updates", kind: text, synonyms: ["Latest Update", "Recent Updates", "Status Update"] },
  { key: "createdAt", header: "Created", kind: date, readOnly: true, synonyms: ["Created At", "Date Added", "Added On", "Create Date"] },
];

const personColumns: readonly ColumnDef[] = [
  { key: "name", header: "Name", kind: text, identity: true, synonyms: ["Full Name", "Person", "Contact", "Contact Name", "Person Name"] },
  {
    key: "email",
    header: "Email",
    kind: text,
    synonyms: ["E-mail", "Email Address", "E-mail Address", "Primary Email", "Work Email", "Emails", "Primary Email Address"],
  },
  {
    key: "otherEmails",
    header: "Other E-mails",
    kind: { type: "list" },
    synonyms: ["Other Emails", "Secondary Email", "Secondary E-mail", "Additional Emails", "Personal Email", "Alternate Email"],
  },
  {
    key: "companyName",
    header: "Company",
    kind: rel("company"),
    synonyms: ["Company Name", "Organization", "Organization Name", "Organisation", "Employer", "Current Company", "Associated Company"],
  },
  { key: "title", header: "Title", kind: text, synonyms: ["Job Title", "Position", "Role", "Current Title", "Job Role"] },
  {
    key: "phone",
    header: "Phone",
    kind: text,
    synonyms: ["Phone Number", "Mobile", "Mobile Phone", "Mobile Phone Number", "Cell", "Telephone", "Phone Numbers"],
  },
  {
    key: "linkedin",
    header: "LinkedIn",
    kind: text,
    synonyms: ["LinkedIn URL", "LinkedIn Profile", "Linkedin Url", "LinkedIn Profile URL"],
  },
  { key: "website", header: "Website", kind: text, synonyms: ["URL", "Personal Website", "Homepage"] },
  {
    key: "personType",
    header: "Type",
    kind: enumOf(personTypes, true),
    synonyms: ["Person Type", "Contact Type", "Category", "Relationship Type", "Investor Type"],
  },
  {
    key: "sectorFocus",
    header: "Sector Focus",
    kind: enumOf(personSectors, true),
    synonyms: ["Sector", "Industry", "Focus", "Industry Focus", "Sectors"],
  },
  { key: "stage", header: "Stage", kind: enumOf(personStages, true), synonyms: ["Stage Focus", "Investment Stage", "Preferred Stage"] },
  { key: "value", header: "Value", kind: enumOf(personValues), synonyms: ["Priority", "Relationship Value", "Importance", "Tier"] },
  {
    key: "checkSizeRange",
    header: "Check Size",
    kind: enumOf(checkSizeRanges),
    synonyms: ["Check Size Range", "Ticket Size", "Cheque Size", "Typical Check"],
  },
  { key: "city", header: "City", kind: text, synonyms: ["Location", "Town", "Based In"] },
  {
    key: "lastMeeting",
    header: "Last Meeting",
    kind: date,
    synonyms: ["Last Met", "Last Meeting Date", "Last Contacted", "Last Contact", "Last Interaction", "Last Activity Date"],
  },
  {
    key: "poc",
    header: "POC",
    kind: rel("poc"),
    synonyms: ["POCs", "Owner", "Contact Owner", "Relationship Owner", "Deal Owner", "Lead", "Point of Contact"],
  },
  { key: "address", header: "Address", kind: text, synonyms: ["Street Address", "Mailing Address", "Postal Address"] },
  { key: "notes", header: "Notes", kind: text, synonyms: ["Note", "Comments", "Description", "About"] },
  { key: "createdAt", header: "Created", kind: date, readOnly: true, synonyms: ["Created At", "Date Added", "Added On", "Create Date"] },
];

const lpColumns: readonly ColumnDef[] = [
  {
    key: "entityName",
    header: "Entity Name",
    kind: text,
    identity: true,
    synonyms: ["Name", "LP", "LP Name", "Limited Partner", "Investor", "Investor Name", "Entity", "Legal Name"],
  },
  { key: "fund", header: "Fund", kind: rel("fund"), synonyms: ["Fund Name", "Vehicle", "Investment Vehicle"] },
  { key: "email", header: "Contact Email", kind: text, synonyms: ["Email", "E-mail", "Email Address", "LP Email", "Primary Email"] },
  { key: "phone", header: "Contact Phone", kind: text, synonyms: ["Phone", "Phone Number", "Telephone", "Mobile"] },
  {
    key: "commitmentUsd",
    header: "Commitment",
    kind: money,
    synonyms: ["Commitment (USD)", "Commitment USD", "Committed", "Committed Capital", "Commitment Amount", "Amount"],
  },
  { key: "createdAt", header: "Created", kind: date, readOnly: true, synonyms: ["Created At", "Date Added", "Added On"] },
];

const equityInvestmentColumns: readonly ColumnDef[] = [
  {
    key: "company",
    header: "Company",
    kind: rel("company"),
    identity: true,
    synonyms: ["Company Name", "Portfolio Company", "Investee", "Organization", "Name"],
  },
  {
    key: "roundType",
    header: "Round Type",
    kind: enumOf(investmentRoundTypes),
    synonyms: ["Round", "Series", "Funding Round", "Investment Round", "Stage"],
  },
  {
    key: "investedAmount",
    header: "Invested Amount",
    kind: money,
    synonyms: ["Amount", "Amount Invested", "Investment", "Investment Amount", "Check Size", "Cheque", "Invested"],
  },
  {
    key: "valuation",
    header: "Valuation",
    kind: money,
    synonyms: ["Post-money Valuation", "Post Money", "Round Valuation", "Entry Valuation"],
  },
  {
    key: "investmentDate",
    header: "Investment Date",
    kind: date,
    synonyms: ["Date", "Invested On", "Close Date", "Closing Date", "Date Invested"],
  },
  { key: "fund", header: "Fund", kind: rel("fund"), synonyms: ["Fund Name", "Investing Fund", "Vehicle"] },
];

/** Every entity's built-in columns, in export order. */
export const columnDictionary: Readonly<Record<ExportEntity, readonly ColumnDef[]>> = {
  companies: companyColumns,
  people: personColumns,
  lps: lpColumns,
  equityInvestments: equityInvestmentColumns,
};

/** The key a custom field's column has (`cf.<key>`, as in list filters). */
export const customFieldColumnKey = (fieldKey: string) => `cf.${fieldKey}`;

const customFieldKinds: Readonly<Record<FieldType, ColumnKind>> = {
  text,
  longText: text,
  url: text,
  email: text,
  number: num,
  money,
  date,
  checkbox: bool,
  select: text,
  multiSelect: { type: "list" },
  member: rel("user"),
  company: rel("company"),
  person: rel("person"),
};

/** A custom field as a column: its header is the field's name. */
export function customFieldColumn(field: {
  key: string;
  name: string;
  type: FieldType;
  options?: readonly { label: string }[];
}): ColumnDef {
  const kind = field.type === "select" ? enumOf((field.options ?? []).map((o) => o.label)) : customFieldKinds[field.type];
  return { key: customFieldColumnKey(field.key), header: field.name, kind, synonyms: [] };
}

/** A header as compared: lower case, letters and digits only ("E-mail Address" → "emailaddress"). */
export const normaliseHeader = (header: string) =>
  header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

/**
 * The column key a file's header most likely means, or null. The column's own header wins, then
 * its key, then a synonym; the built-in columns come first, then `extra` (e.g. custom fields,
 * matched by their name). Comparison ignores case, spaces and punctuation.
 */
export function suggestColumn(entity: ExportEntity, header: string, extra: readonly ColumnDef[] = []): string | null {
  const wanted = normaliseHeader(header);
  if (!wanted) return null;
  const columns = [...columnDictionary[entity], ...extra];
  const passes: ((c: ColumnDef) => readonly string[])[] = [(c) => [c.header], (c) => [c.key], (c) => c.synonyms];
  for (const names of passes) {
    const hit = columns.find((c) => names(c).some((n) => normaliseHeader(n) === wanted));
    if (hit) return hit.key;
  }
  return null;
}
