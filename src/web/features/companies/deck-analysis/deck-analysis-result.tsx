import type { ReactNode } from "react";
import type { DeckAnalysis } from "@shared/schemas/deck-analysis";
import { Badge } from "@web/components/ui/badge";

export const NOT_FOUND = "Not found in deck";

const Missing = () => <span className="text-subtle-foreground italic">{NOT_FOUND}</span>;
const Text = ({ value }: { value: string | null }) => (value ? <span className="whitespace-pre-line">{value}</span> : <Missing />);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-[13px] leading-5 break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-border pt-4" aria-label={title}>
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** Clarity 0–3 as three marks, with the number for screen readers and anyone who prefers it. */
function Clarity({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="flex gap-1" aria-hidden>
        {[1, 2, 3].map((i) => (
          <span key={i} className={`h-1.5 w-5 rounded-full ${i <= score ? "bg-primary" : "bg-hover"}`} />
        ))}
      </span>
      <span className="text-[13px] font-medium tabular">{score} / 3</span>
    </span>
  );
}

/** The Deck analysis of spec part 2 §3: headline and signals first, then the deck's sections. */
export function DeckAnalysisResult({ result }: { result: DeckAnalysis }) {
  const s = result.signals;
  return (
    <div className="mt-4 flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <p className="text-base font-semibold">{result.companyName ?? <Missing />}</p>
        {result.oneLiner && <p className="text-[13px] text-muted-foreground">{result.oneLiner}</p>}
        <div className="flex flex-wrap gap-1.5 pt-1">
          {result.category && <Badge tone="accent">{result.category}</Badge>}
          {s.stage && <Badge>{s.stage}</Badge>}
        </div>
      </div>

      <dl className="grid gap-4 rounded-md border border-border bg-background p-4 sm:grid-cols-[auto_auto_1fr]" aria-label="Signals">
        <Field label="Clarity score">
          <Clarity score={s.clarityScore} />
        </Field>
        <Field label="Exciting enough to review">
          <Badge tone={s.firstPassExcitingEnoughToReview ? "success" : "neutral"} dot>
            {s.firstPassExcitingEnoughToReview ? "Yes" : "Not yet"}
          </Badge>
        </Field>
        <Field label="Why">{s.why}</Field>
      </dl>

      <Section title="The pitch">
        <Field label="Problem">
          <Text value={result.problemStatement} />
        </Field>
        <Field label="Solution">
          <Text value={result.proposedSolution} />
        </Field>
        <Field label="Core insight or wedge">
          <Text value={result.coreInsightOrWedge} />
        </Field>
        <Field label="Business model">
          <Text value={result.businessModel} />
        </Field>
        <Field label="Go-to-market">
          <Text value={result.goToMarketStrategy} />
        </Field>
      </Section>

      <Section title="Traction">
        <Field label="Metrics">
          <Text value={result.traction.metrics} />
        </Field>
        <Field label="Growth">
          <Text value={result.traction.growth} />
        </Field>
        <Field label="Notable customers or partnerships">
          <Text value={result.traction.notableCustomersOrPartnerships} />
        </Field>
      </Section>

      <section className="flex flex-col gap-3 border-t border-border pt-4" aria-label="Team">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Team</h3>
        {result.team.founders.length === 0 ? (
          <p className="text-[13px]">
            <Missing />
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {result.team.founders.map((f, i) => (
              <li key={`${f.name}-${i}`} className="flex flex-col gap-0.5 rounded-md border border-border px-3 py-2.5 text-[13px]">
                <span className="font-medium">
                  {f.name}
                  {f.role && <span className="font-normal text-muted-foreground"> · {f.role}</span>}
                </span>
                {f.background && <span className="text-muted-foreground">{f.background}</span>}
                {f.relevantExperience && f.relevantExperience !== f.background && (
                  <span className="text-xs text-subtle-foreground">Relevant: {f.relevantExperience}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <Section title="Market">
        <Field label="Estimated size">
          <Text value={result.market.estimatedSize} />
        </Field>
        <Field label="Market type">
          <Text value={result.market.marketType} />
        </Field>
        <Field label="Macro tailwinds">
          <Text value={result.market.macroTailwinds} />
        </Field>
      </Section>

      <Section title="Fundraising">
        <Field label="Ask">
          <Text value={result.fundraising.ask} />
        </Field>
        <Field label="Round type">
          <Text value={result.fundraising.roundType} />
        </Field>
        <Field label="Use of funds">
          <Text value={result.fundraising.useOfFunds} />
        </Field>
      </Section>
    </div>
  );
}
