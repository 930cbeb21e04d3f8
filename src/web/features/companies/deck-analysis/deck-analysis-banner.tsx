import { Banner } from "@web/components/ui/banner";
import { Spinner } from "@web/components/ui/spinner";
import { isPending, useDeckAnalyses } from "./deck-analysis-api";

export const ANALYZING = "Analyzing pitch deck with AI... This may take a moment.";

/**
 * The spec's deck-upload banner, shown while one of the company's decks is being analysed; after
 * a failed try (e.g. the language model did not answer) it says why and that it is retrying.
 */
export function DeckAnalysisBanner({ companyId, className }: { companyId: string; className?: string }) {
  const { data } = useDeckAnalyses(companyId);
  const pending = data?.items.filter(isPending) ?? [];
  if (!pending.length) return null;
  const failedTry = pending.find((a) => a.error && a.attempts > 0);
  return (
    <Banner className={className} icon={<Spinner className="mt-0.5 shrink-0" />}>
      {failedTry ? `${failedTry.error} Retrying (try ${failedTry.attempts + (failedTry.status === "queued" ? 1 : 0)})...` : ANALYZING}
    </Banner>
  );
}
