import { z } from "zod";
import { investmentRoundTypes, operatingStatuses } from "../constants/pipeline";

const int = () => z.number().int();
const companyRef = { id: z.uuid(), name: z.string(), logoUrl: z.string().nullable() };

/** Everything the dashboard shows, computed in SQL for the caller's organisation (GET /api/v1/dashboard). */
export const dashboardSchema = z.object({
  /** Portfolio companies (stage Portfolio) by operating status. */
  totals: z.object({ portfolio: int(), active: int(), exits: int(), outOfBusiness: int() }),
  /** Sum of every equity investment; the average check is that over the portfolio companies (null without any). */
  capital: z.object({ deployed: z.number(), averageCheck: z.number().nullable(), investments: int() }),
  /** Investments in exited companies: invested, their value at the exit valuation, and the multiple (null without exits). */
  exits: z.object({ count: int(), invested: z.number(), value: z.number(), multiple: z.number().nullable() }),
  /** Out-of-business companies over portfolio companies; failure rate a rounded percent, null without companies. */
  risk: z.object({ failed: int(), total: int(), failureRate: z.number().nullable() }),
  /** The first 5 of the top 8 portfolio companies by valuation (shut-down ones left out). */
  topPerformers: z.array(z.object({ ...companyRef, oneLiner: z.string().nullable(), valuation: z.number() })),
  /** The caller's open reminders, soonest due first, at most 5. */
  reminders: z.array(
    z.object({ id: z.uuid(), companyId: z.uuid(), companyName: z.string().nullable(), text: z.string(), dueDate: z.string().nullable() }),
  ),
  /** The 5 most recent investments by investment date. */
  recentInvestments: z.array(
    z.object({
      id: z.uuid(),
      company: z.object(companyRef),
      roundType: z.enum(investmentRoundTypes),
      investedAmount: z.number(),
      investmentDate: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The Risk Assessment: Failed Companies dialog (GET /api/v1/dashboard/risk). */
export const riskSchema = z.object({
  failed: int(),
  /** Invested in the failed companies. */
  capitalLost: z.number(),
  averageLifespanMonths: z.number().nullable(),
  /** Top 3 sectors by failed companies. */
  sectors: z.array(z.object({ sector: z.string(), count: int() })),
  companies: z.array(
    z.object({
      ...companyRef,
      sector: z.string().nullable(),
      /** The company's recorded founded date; null when not recorded ("not recorded", never invented). */
      founded: z.string().nullable(),
      /** Its recorded shut-down date; null if not recorded. */
      shutDown: z.string().nullable(),
      /** Whole months from founded to shut-down (or today); null without a founded date. */
      lifespanMonths: int().nullable(),
      invested: z.number(),
    }),
  ),
});
export type Risk = z.infer<typeof riskSchema>;

/** Investment Performance (GET /api/v1/performance). */
export const performanceSchema = z.object({
  /** Investment rows: all, dated in the last 30 days, in the last 365 days. */
  investments: z.object({ total: int(), monthly: int(), annual: int() }),
  invested: z.number(),
  /** Each investment marked to the company's current valuation (invested × current ÷ round valuation; 0 when shut down). */
  value: z.number(),
  moic: z.number().nullable(),
  /** Companies with investments, most invested first (at most 500); `companyCount` counts them all. */
  companyCount: int(),
  companies: z.array(
    z.object({
      ...companyRef,
      operatingStatus: z.enum(operatingStatuses),
      invested: z.number(),
      value: z.number(),
      valuation: z.number().nullable(),
      multiple: z.number().nullable(),
      firstInvestment: z.string(),
      holdingMonths: int(),
    }),
  ),
});
export type Performance = z.infer<typeof performanceSchema>;
