import { z } from "zod";
import { customFieldsInput, customFieldsOutput, customSortSchema } from "./custom-fields";
import { groupDigits } from "../en-us";
import { checkSizeRanges, formatUsPhone, isCompleteUsPhone, personValues } from "../constants/people";
import { calendarDate, listQuery } from "./common";
import { versionField } from "./settings";

const noControl = (s: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s);
/** Optional text: trimmed, blank becomes null. */
const optionalText = (what: string, max = 200) =>
  z
    .string({ message: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${groupDigits(max)} characters`)
    .refine(noControl, `${what} cannot contain control characters`)
    .nullable()
    .transform((s) => (s ? s : null));

export const personNameField = z
  .string({ message: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(200, "Name must be at most 200 characters")
  .refine(noControl, "Name cannot contain control characters");

const link = (what: string) =>
  optionalText(what, 500).refine((s) => !s || /^(https?:\/\/)?[^\s/$.?#].[^\s]*$/i.test(s), `Enter a valid ${what.toLowerCase()} address`);

const email = optionalText("Email", 320).refine((s) => !s || z.email().safeParse(s).success, "Enter a valid email address");
/** Up to ten more addresses of the person, lower case, each once; checked as a whole, so the form shows one message. */
const otherEmails = z
  .array(z.string({ message: "Other e-mails must be text" }).trim().toLowerCase(), { message: "Other e-mails must be a list of addresses" })
  .max(10, "At most 10 other e-mail addresses")
  .refine(
    (list) => list.every((e) => e.length <= 320 && z.email().safeParse(e).success),
    "Enter valid e-mail addresses, separated by commas",
  )
  .transform((list) => [...new Set(list)]);
const phone = optionalText("Phone", 40)
  .refine((s) => !s || isCompleteUsPhone(s), "Enter a US phone number: 10 digits, optionally with a leading 1")
  .transform((s) => (s ? formatUsPhone(s) : null));
const isoDate = calendarDate("Enter a real date like 2026-01-31");

/** Fields a client may set (spec part 2, §3 Person); all optional but the name. */
const editable = {
  companyName: optionalText("Company"),
  title: optionalText("Title"),
  email,
  otherEmails,
  phone,
  linkedin: link("LinkedIn"),
  website: link("Website"),
  personType: optionalText("Type", 80),
  sectorFocus: optionalText("Sector focus", 80),
  stage: optionalText("Stage", 80),
  value: z.enum(personValues, { message: "Value must be High, Medium or Low" }).nullable(),
  checkSizeRange: z.enum(checkSizeRanges, { message: "Unknown check size range" }).nullable(),
  city: optionalText("City"),
  lastMeeting: isoDate.nullable(),
  pocId: z.uuid({ message: "Invalid POC id" }).nullable(),
  address: optionalText("Address", 500),
  notes: optionalText("Notes", 20_000),
};

const optional = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };

export const personCreateSchema = z.strictObject({ name: personNameField, ...optional(editable), customFields: customFieldsInput });
export type PersonCreate = z.input<typeof personCreateSchema>;
export const personUpdateSchema = personCreateSchema.partial().extend({ version: versionField });
export type PersonUpdate = z.input<typeof personUpdateSchema>;

export const personSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  companyName: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  otherEmails: z.array(z.string()),
  phone: z.string().nullable(),
  linkedin: z.string().nullable(),
  website: z.string().nullable(),
  personType: z.string().nullable(),
  sectorFocus: z.string().nullable(),
  stage: z.string().nullable(),
  value: z.enum(personValues).nullable(),
  checkSizeRange: z.string().nullable(),
  city: z.string().nullable(),
  lastMeeting: z.string().nullable(),
  pocId: z.string().nullable(),
  pocName: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  customFields: customFieldsOutput,
});
export type Person = z.infer<typeof personSchema>;

export const personDetailSchema = personSchema.extend({
  /** Companies where this person is a founder (Recent Interactions). */
  foundedCompanies: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

const filterText = (what: string) => z.string().trim().max(200, `${what} filter is too long`).optional();
export const personSorts = ["name", "-name"] as const;

/** Basic search (q: name, title, company, type, sector) and the Advanced Search fields (partial matches; POC exact). */
export const personListQuery = listQuery.extend({
  name: filterText("Name"),
  title: filterText("Title"),
  type: filterText("Type"),
  sector: filterText("Sector"),
  company: filterText("Company"),
  email: filterText("Email"),
  city: filterText("City"),
  pocId: z.uuid({ message: "Invalid POC id" }).optional(),
  value: z.enum(personValues, { message: "Value must be High, Medium or Low" }).optional(),
  /** name, -name, or a custom field (`cf.<key>` / `-cf.<key>`); filter custom fields with `cf.<key>=`. */
  sort: z.union([z.enum(personSorts, { message: "Sort by name or -name" }), customSortSchema]).default("name"),
});
export type PersonListQuery = z.input<typeof personListQuery>;

export const personListSchema = z.object({
  items: z.array(personSchema),
  /** People matching the search; totalAll: everyone in the organisation's network. */
  total: z.number().int(),
  totalAll: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type PersonList = z.infer<typeof personListSchema>;

/** Founders of a company (ordered); add by person id or by a new person's name. */
export const founderSchema = z.object({ id: z.uuid(), name: z.string(), addedDate: z.string() });
export type Founder = z.infer<typeof founderSchema>;
export const founderListSchema = z.object({ items: z.array(founderSchema) });
export const founderAddSchema = z
  .strictObject({ name: personNameField.optional(), personId: z.uuid({ message: "Choose a person" }).optional() })
  .refine((b) => (b.name === undefined) !== (b.personId === undefined), "Choose a person or enter a new founder's name");
export const founderParams = z.object({ id: z.uuid({ message: "Invalid id" }), personId: z.uuid({ message: "Invalid person id" }) });

/** Meetings with a person (spec part 2, §3 Meeting; Date and Purpose required). */
export const meetingCreateSchema = z.strictObject({
  date: z.string({ message: "Date is required" }).min(1, "Date is required").pipe(isoDate),
  purpose: z
    .string({ message: "Purpose is required" })
    .trim()
    .min(1, "Purpose is required")
    .max(300, "Purpose must be at most 300 characters"),
  notes: optionalText("Notes", 20_000).optional(),
});
export type MeetingCreate = z.input<typeof meetingCreateSchema>;
export const meetingSchema = z.object({
  id: z.uuid(),
  personId: z.uuid(),
  date: z.string(),
  purpose: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;
export const meetingListSchema = z.object({ items: z.array(meetingSchema) });
