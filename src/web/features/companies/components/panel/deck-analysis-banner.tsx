import { Banner } from "@web/components/ui/banner";
import { Spinner } from "@web/components/ui/spinner";
import { isPending, useDeckAnalyses } from "./deck-analysis-api";

export const ANALYZING = "Analyzing pitch deck with AI... This may take a moment.";

/** The spec's deck-upload banner, shown while one of the company's decks is being analysed. */
export function DeckAnalysisBanner({ companyId, className }: { companyId: string; className?: string }) {
  const { data } = useDeckAnalyses(companyId);
  if (!data?.items.some(isPending)) return null;
  return (
    <Banner className={className} icon={<Spinner className="mt-0.5 shrink-0" />}>
      {ANALYZING}
    </Banner>
  );
}
