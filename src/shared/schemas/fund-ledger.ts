import { z } from "zod";
import { capitalCallPurposes, distributionKinds } from "../constants/fund-ledger";
import { calendarDate } from "./common";
import { versionField } from "./settings";

/** YYYY-MM-DD and a real calendar day, with the field's name in the message. */
const isoDate = (what: string) => calendarDate(`${what} must be a date (YYYY-MM-DD)`);
/** Whole dollars above zero (a call or distribution of nothing is no entry). */
const positiveMoney = (what: string) =>
  z
    .number({ message: `${what} must be an amount in dollars` })
    .int(`${what} must be whole dollars`)
    .min(1, `${what} must be more than $0`)
    .max(1e15, `${what} is too large`);
const note = z
  .string()
  .trim()
  .max(2000, "Note must be at most 2000 characters")
  .transform((s) => s || null)
  .nullable();

export const fundParams = z.object({ fundId: z.uuid({ message: "Invalid id" }) });
export const lpParams = z.object({ lpId: z.uuid({ message: "Invalid id" }) });
export const asOfQuery = z.object({ asOf: isoDate("asOf").optional() });

const callFields = z.strictObject({
  date: isoDate("Call date"),
  dueDate: isoDate("Due date"),
  totalUsd: positiveMoney("Total amount"),
  purpose: z.enum(capitalCallPurposes, { message: "Choose a purpose" }),
  note,
});
const dueAfterCall = (c: { date?: string; dueDate?: string }) => !c.date || !c.dueDate || c.dueDate >= c.date;
const dueMessage = { message: "Due date cannot be before the call date", path: ["dueDate"] };
export const capitalCallCreateSchema = callFields.extend({ note: note.default(null) }).refine(dueAfterCall, dueMessage);
export const capitalCallUpdateSchema = callFields.partial().extend({ version: versionField }).refine(dueAfterCall, dueMessage);
export type CapitalCallInput = z.input<typeof capitalCallCreateSchema>;

/** One payment on an LP's share of a call; an allocation may have several (partial payments). */
export const callPaymentSchema = z.object({ id: z.uuid(), paidOn: z.string(), amountUsd: z.number() });
export type CallPayment = z.infer<typeof callPaymentSchema>;

export const callAllocationSchema = z.object({
  id: z.uuid(),
  lpId: z.uuid(),
  lpName: z.string(),
  lpEmail: z.string().nullable(),
  amountUsd: z.number(),
  paidUsd: z.number(),
  paidOn: z.string().nullable(),
  outstandingUsd: z.number(),
  noticeSentAt: z.string().nullable(),
  version: z.number().int(),
  /** Every payment, oldest first: `paidUsd` is their sum and `paidOn` the day of the latest. */
  payments: z.array(callPaymentSchema),
});
export const capitalCallSchema = z.object({
  id: z.uuid(),
  fundId: z.uuid(),
  date: z.string(),
  dueDate: z.string(),
  totalUsd: z.number(),
  purpose: z.enum(capitalCallPurposes),
  note: z.string().nullable(),
  paidUsd: z.number(),
  outstandingUsd: z.number(),
  version: z.number().int(),
  createdAt: z.string(),
  allocations: z.array(callAllocationSchema),
});
export type CapitalCall = z.infer<typeof capitalCallSchema>;

/**
 * What one LP has paid on its share in total and the day it paid (decision 017): more than before adds
 * a payment of the difference on that day, less takes the latest payments back, 0 clears them all.
 */
export const allocationPaymentSchema = z
  .strictObject({
    paidUsd: z
      .number({ message: "Paid must be an amount in dollars" })
      .int("Paid must be whole dollars")
      .min(0, "Paid cannot be negative")
      .max(1e15, "Paid is too large"),
    paidOn: isoDate("Paid on").nullable().optional(),
    version: versionField.optional(),
  })
  .refine((p) => p.paidUsd === 0 || p.paidOn, { message: "Enter the day it was paid", path: ["paidOn"] });
export type AllocationPayment = z.input<typeof allocationPaymentSchema>;

/** One more payment on an LP's share (a partial payment, or the rest of it). */
export const paymentCreateSchema = z.strictObject({
  amountUsd: positiveMoney("Amount"),
  paidOn: isoDate("Paid on"),
});
export type PaymentInput = z.input<typeof paymentCreateSchema>;

export const noticesResultSchema = z.object({
  sent: z.number().int(),
  skipped: z.array(z.object({ lpName: z.string(), reason: z.string() })),
});
export const noticesBodySchema = z.strictObject({ resend: z.boolean().default(false) });

const distributionFields = z.strictObject({
  date: isoDate("Distribution date"),
  totalUsd: positiveMoney("Total amount"),
  kind: z.enum(distributionKinds, { message: "Choose a kind" }),
  note,
});
export const distributionCreateSchema = distributionFields.extend({ note: note.default(null) });
export const distributionUpdateSchema = distributionFields.partial().extend({ version: versionField });
export type DistributionInput = z.input<typeof distributionCreateSchema>;
export const distributionSchema = z.object({
  id: z.uuid(),
  fundId: z.uuid(),
  date: z.string(),
  totalUsd: z.number(),
  kind: z.enum(distributionKinds),
  note: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  allocations: z.array(z.object({ id: z.uuid(), lpId: z.uuid(), lpName: z.string(), amountUsd: z.number() })),
});
export type Distribution = z.infer<typeof distributionSchema>;

export const valuationCreateSchema = z.strictObject({
  date: isoDate("Valuation date"),
  navUsd: z
    .number({ message: "NAV must be an amount in dollars" })
    .int("NAV must be whole dollars")
    .min(0, "NAV cannot be negative")
    .max(1e15, "NAV is too large"),
  note: note.default(null),
});
export type ValuationInput = z.input<typeof valuationCreateSchema>;
export const valuationSchema = z.object({
  id: z.uuid(),
  fundId: z.uuid(),
  date: z.string(),
  navUsd: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Valuation = z.infer<typeof valuationSchema>;

/** The figures LPs ask for, as of a day (decision 016). Ratios are plain numbers, IRR a fraction (0.1234 = 12.34%). */
export const fundMetricsSchema = z.object({
  asOf: z.string(),
  committedUsd: z.number(),
  calledUsd: z.number(),
  paidInUsd: z.number(),
  outstandingUsd: z.number(),
  uncalledUsd: z.number(),
  distributedUsd: z.number(),
  navUsd: z.number(),
  navSource: z.enum(["valuation", "portfolio"]),
  navDate: z.string().nullable(),
  dpi: z.number().nullable(),
  rvpi: z.number().nullable(),
  tvpi: z.number().nullable(),
  netIrr: z.number().nullable(),
  netIrrNote: z.string().nullable(),
  grossMoic: z.number().nullable(),
  grossIrr: z.number().nullable(),
  grossIrrNote: z.string().nullable(),
  investedUsd: z.number(),
  portfolioValueUsd: z.number(),
});
export type FundMetrics = z.infer<typeof fundMetricsSchema>;

export const statementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(["call", "payment", "distribution"]),
  description: z.string(),
  amountUsd: z.number(),
  calledUsd: z.number(),
  paidInUsd: z.number(),
  outstandingUsd: z.number(),
  distributedUsd: z.number(),
});
export const capitalAccountSchema = fundMetricsSchema
  .omit({ grossMoic: true, grossIrr: true, grossIrrNote: true, investedUsd: true, portfolioValueUsd: true })
  .extend({
    lpId: z.uuid(),
    lpName: z.string(),
    fundId: z.uuid(),
    fundName: z.string(),
    fundNavUsd: z.number(),
    lines: z.array(statementLineSchema),
  });
export type CapitalAccount = z.infer<typeof capitalAccountSchema>;
export type StatementLine = z.infer<typeof statementLineSchema>;
