import { z } from "zod";
import { groupDigits } from "../en-us";
import { companySorts, operatingStatuses, pipelineStages, stageFilters, updateIntervals } from "../constants/pipeline";
import { MAX_FIELDS } from "../constants/custom-fields";
import { cursorParam, moneySchema } from "./common";
import { customFieldsInput, customFieldsOutput, customSortSchema } from "./custom-fields";
import { versionField } from "./settings";

const noControl = (s: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s);
const text = (what: string, max: number) =>
  z
    .string({ message: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${groupDigits(max)} characters`)
    .refine(noControl, `${what} cannot contain control characters`);
/** Optional text: blank becomes null. */
const optionalText = (what: string, max = 120) =>
  text(what, max)
    .nullable()
    .transform((s) => (s ? s : null));
export const companyNameSchema = z
  .string({ message: "Company Name is required." })
  .trim()
  .min(1, "Company Name is required.")
  .max(200, "Company Name must be at most 200 characters")
  .refine(noControl, "Company Name cannot contain control characters");

const website = optionalText("Website", 500).refine(
  (s) => !s || /^(https?:\/\/)?[^\s/$.?#].[^\s]*$/i.test(s),
  "Enter a valid website address",
);
const investors = z
  .array(text("Investor", 120).pipe(z.string().min(1, "Investor names cannot be blank")), {
    message: "Other investors must be a list of names",
  })
  .max(100, "At most 100 other investors")
  .transform((list) => list.filter((v, i) => list.findIndex((w) => w.toLowerCase() === v.toLowerCase()) === i));
/** A past or present calendar date, or null (blank). */
const pastDate = (what: string) =>
  z.iso
    .date({ message: `${what} must be a date (YYYY-MM-DD)` })
    .refine((d) => d >= "1800-01-01", `${what} must be after 1800`)
    .refine((d) => d <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10), `${what} cannot be in the future`)
    .nullable();
export const SHUT_DOWN_BEFORE_FOUNDED = "Shut-down date cannot be before the founded date";
const pocIds = z.array(z.uuid({ message: "Invalid POC id" }), { message: "POCs must be a list of ids" }).max(20, "At most 20 POCs");

/** Fields a client may set, shared by create (all optional but the name) and update. */
const editable = {
  oneLiner: optionalText("One-liner", 2000),
  valuation: moneySchema("Valuation"),
  revenue: moneySchema("Revenue"),
  region: optionalText("Region"),
  website,
  city: optionalText("City"),
  sector: optionalText("Sector"),
  subSector: optionalText("Sub sector"),
  stage: z.enum(pipelineStages, { message: "Unknown pipeline stage" }),
  round: optionalText("Round"),
  companyStage: optionalText("Company stage"),
  operatingStatus: z.enum(operatingStatuses, { message: "Status must be Active, Exited or Shut-Down" }),
  fundId: z.uuid({ message: "Invalid fund id" }).nullable(),
  /** "Pre-{Org}": invested before the organisation's first fund (then fundId is null). */
  preOrg: z.boolean({ message: "Pre-fund must be true or false" }),
  updatesInterval: z.enum(updateIntervals, { message: "Unknown update interval" }).nullable(),
  boardSeat: z.boolean(),
  boardObserver: z.boolean(),
  informationRights: z.boolean(),
  portfolioStatus: optionalText("Status"),
  overview: optionalText("Overview", 50_000),
  otherInvestors: investors,
  pocIds,
  whoReferred: optionalText("Who referred"),
  dealSource: optionalText("Deal source"),
  updates: optionalText("Updates", 50_000),
  roundSize: optionalText("Round size"),
  desiredValuation: optionalText("Desired valuation"),
  founderOwnership: z
    .number({ message: "Founder ownership must be a number" })
    .min(0, "Founder ownership must be between 0 and 100")
    .max(100, "Founder ownership must be between 0 and 100")
    .nullable(),
  currentMonthlyRevenue: optionalText("Current monthly revenue"),
  elevatorPitch: optionalText("Elevator pitch", 5000),
  foundedDate: pastDate("Founded date"),
  shutDownDate: pastDate("Shut-down date"),
};

const partial = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };

/** A shut-down date on or after the founded date (either may be missing). The service checks it against the stored row. */
export const datesInOrder = (c: { foundedDate?: string | null; shutDownDate?: string | null }) =>
  !c.foundedDate || !c.shutDownDate || c.shutDownDate >= c.foundedDate;

export const companyCreateSchema = z.strictObject({
  name: companyNameSchema,
  ...partial(editable),
  /** Add even when a company with the same name (any case) exists. */
  allowDuplicate: z.boolean().optional(),
  /** Custom field values by key (GET /fields?entity=company). */
  customFields: customFieldsInput,
});

export type CompanyCreate = z.input<typeof companyCreateSchema>;

export const companyUpdateSchema = companyCreateSchema.omit({ allowDuplicate: true }).partial().extend({ version: versionField });
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

export const pocRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  oneLiner: z.string().nullable(),
  logoUrl: z.string().nullable(),
  valuation: z.number().nullable(),
  revenue: z.number().nullable(),
  region: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  sector: z.string().nullable(),
  subSector: z.string().nullable(),
  stage: z.enum(pipelineStages),
  round: z.string().nullable(),
  companyStage: z.string().nullable(),
  operatingStatus: z.enum(operatingStatuses),
  fundId: z.string().nullable(),
  fundName: z.string().nullable(),
  preOrg: z.boolean(),
  updatesInterval: z.enum(updateIntervals).nullable(),
  boardSeat: z.boolean(),
  boardObserver: z.boolean(),
  informationRights: z.boolean(),
  portfolioStatus: z.string().nullable(),
  overview: z.string().nullable(),
  otherInvestors: z.array(z.string()),
  pocs: z.array(pocRefSchema),
  whoReferred: z.string().nullable(),
  dealSource: z.string().nullable(),
  updates: z.string().nullable(),
  addedBy: z.string().nullable(),
  roundSize: z.string().nullable(),
  desiredValuation: z.string().nullable(),
  founderOwnership: z.number().nullable(),
  currentMonthlyRevenue: z.string().nullable(),
  elevatorPitch: z.string().nullable(),
  foundedDate: z.string().nullable(),
  shutDownDate: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the company entered its current stage (days in stage on board cards). */
  stageEnteredAt: z.string(),
  customFields: customFieldsOutput,
});
export type Company = z.infer<typeof companySchema>;

const bool = z.enum(["true", "false"]).transform((v) => v === "true");

const fieldKey = "[a-z][a-z0-9_]{0,63}";
/** Which custom field values each card carries; leaving it out sends them all. */
const cardFieldsParam = z
  .string()
  .max(MAX_FIELDS * 65, `fields: at most ${MAX_FIELDS} keys`)
  .regex(new RegExp(`^(${fieldKey}(,${fieldKey})*)?$`), "fields must be custom field keys separated by commas")
  .optional()
  .describe("Custom field keys each card carries, comma-separated (empty: none; absent: all). Unknown keys are left out.");

export const companyListQuery = z.object({
  q: z.string().max(200).optional(),
  stage: z.enum(stageFilters).default("all"),
  /** The plain table view leaves portfolio companies out. */
  excludePortfolio: bool.default(false),
  poc: z.uuid({ message: "Invalid POC id" }).optional(),
  sector: z.string().max(120).optional(),
  round: z.string().max(120).optional(),
  region: z.string().max(120).optional(),
  fund: z.uuid({ message: "Invalid fund id" }).optional(),
  /** One group of the grouped view: its companies by primary POC id, sector or round ("" for none). */
  groupBy: z.enum(["poc", "sector", "round"], { message: "groupBy must be poc, sector or round" }).optional(),
  group: z.string().max(120).optional(),
  /** A built-in sort or `cf.<key>` / `-cf.<key>`; filter custom fields with `cf.<key>=`, `cf.<key>[gt]=`, `cf.<key>[lt]=`. */
  sort: z.union([z.enum(companySorts), customSortSchema]).default("-createdAt"),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: cursorParam,
  fields: cardFieldsParam,
});
/** The filters a screen holds (parsed values); sent as query parameters. */
export type CompanyFilters = Partial<
  Pick<
    z.output<typeof companyListQuery>,
    "q" | "stage" | "excludePortfolio" | "poc" | "sector" | "round" | "region" | "fund" | "groupBy" | "group"
  >
>;

/** What a board card (or a grouped row) shows: a slim projection of a company. */
export const companyCardSchema = companySchema.pick({
  id: true,
  name: true,
  oneLiner: true,
  logoUrl: true,
  website: true,
  valuation: true,
  sector: true,
  round: true,
  stage: true,
  pocs: true,
  version: true,
  createdAt: true,
  stageEnteredAt: true,
  customFields: true,
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

const stageCounts = z.record(z.string(), z.number().int());

export const companyListSchema = z.object({
  /** Table rows are cards; the full company is GET /companies/{id}. */
  items: z.array(companyCardSchema),
  total: z.number().int(),
  /** Companies per stage for the same search and filters, whatever the stage filter. */
  stageCounts,
  nextCursor: z.string().nullable(),
});
export type CompanyList = z.infer<typeof companyListSchema>;

/** Cards per board column the board opens with (more load per column on demand). */
export const BOARD_PER_STAGE = 20;

export const boardQuery = companyListQuery.omit({ stage: true, sort: true, limit: true, cursor: true, groupBy: true, group: true }).extend({
  perStage: z.coerce.number().int().min(1).max(200).default(BOARD_PER_STAGE),
  /** With `stage` (and `cursor`): the next page of that one column. */
  stage: z.enum(pipelineStages).optional(),
  cursor: cursorParam,
});

export const boardColumnSchema = z.object({
  stage: z.enum(pipelineStages),
  total: z.number().int(),
  /** Sum of the column's valuations (for the same search and filters), whole dollars. */
  totalValuation: z.number(),
  items: z.array(companyCardSchema),
  nextCursor: z.string().nullable(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;
export const boardSchema = z.object({ columns: z.array(boardColumnSchema) });
export type Board = z.infer<typeof boardSchema>;
