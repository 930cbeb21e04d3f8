import { z } from "zod";
import type { DeckAnalysis } from "@shared/schemas/deck-analysis";
import { notFoundPaths } from "./deck-fields";

const text = z.string().nullable();

/** The Deck analysis of spec part 2 §3 exactly as the model is asked to answer it (snake_case, nulls for what the deck does not say). */
export const llmDeckSchema = z.object({
  company_name: text,
  one_liner: text,
  category: text,
  signals: z.object({
    stage: text,
    clarity_score: z.number().int().min(0).max(3),
    first_pass_exciting_enough_to_review: z.boolean(),
    why: z.string(),
  }),
  problem_statement: text,
  proposed_solution: text,
  core_insight_or_wedge: text,
  business_model: text,
  go_to_market_strategy: text,
  traction: z.object({ metrics: text, growth: text, notable_customers_or_partnerships: text }),
  team: z.object({
    founders: z.array(z.object({ name: z.string(), role: text, background: text, relevant_experience: text })),
  }),
  market: z.object({ estimated_size: text, market_type: text, macro_tailwinds: text }),
  fundraising: z.object({ ask: text, round_type: text, use_of_funds: text }),
});
type LlmDeck = z.infer<typeof llmDeckSchema>;

/** The JSON schema sent as response_format (strict: every property required, no extra ones). */
export function llmJsonSchema() {
  const { $schema: _drop, ...schema } = z.toJSONSchema(llmDeckSchema, { target: "draft-7" });
  return schema;
}

const blank = (v: string | null) => (v === null || v.trim() === "" ? null : v.trim());

/** The model's answer in the API's shape, with the fields it left empty named in notFound. */
export function fromLlm(d: LlmDeck): DeckAnalysis {
  const analysis: Omit<DeckAnalysis, "notFound"> = {
    companyName: blank(d.company_name),
    oneLiner: blank(d.one_liner),
    category: blank(d.category),
    signals: {
      stage: blank(d.signals.stage),
      clarityScore: d.signals.clarity_score,
      firstPassExcitingEnoughToReview: d.signals.first_pass_exciting_enough_to_review,
      why: d.signals.why,
    },
    problemStatement: blank(d.problem_statement),
    proposedSolution: blank(d.proposed_solution),
    coreInsightOrWedge: blank(d.core_insight_or_wedge),
    businessModel: blank(d.business_model),
    goToMarketStrategy: blank(d.go_to_market_strategy),
    traction: {
      metrics: blank(d.traction.metrics),
      growth: blank(d.traction.growth),
      notableCustomersOrPartnerships: blank(d.traction.notable_customers_or_partnerships),
    },
    team: {
      founders: d.team.founders.map((f) => ({
        name: f.name,
        role: blank(f.role),
        background: blank(f.background),
        relevantExperience: blank(f.relevant_experience),
      })),
    },
    market: {
      estimatedSize: blank(d.market.estimated_size),
      marketType: blank(d.market.market_type),
      macroTailwinds: blank(d.market.macro_tailwinds),
    },
    fundraising: {
      ask: blank(d.fundraising.ask),
      roundType: blank(d.fundraising.round_type),
      useOfFunds: blank(d.fundraising.use_of_funds),
    },
  };
  return { ...analysis, notFound: notFoundPaths(analysis) };
}
