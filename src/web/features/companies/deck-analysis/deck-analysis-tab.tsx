import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { formatDate, formatDateTime } from "@shared/format";
import type { DeckAnalysisState } from "@shared/schemas/deck-analysis";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { DeckAnalysisBanner } from "./deck-analysis-banner";
import { isPending, useDeckAnalyses, useReanalyse } from "./deck-analysis-api";
import { DeckAnalysisResult } from "./deck-analysis-result";
import { EmptyTab } from "../panel/empty-tab";
import { Card } from "../panel/info-item";

/** "deck.pdf · uploaded Nov 21, 2026": several decks may share a file name. */
export const deckLabel = (a: Pick<DeckAnalysisState, "fileName" | "uploadedAt">) => `${a.fileName} · uploaded ${formatDate(a.uploadedAt)}`;

const providerLabel = { builtin: "built-in analyser", llm: "language model" } as const;

/** "Analysed by the built-in analyser · 11 pages · 0.4 s · Nov 22, 2026, 7:30 PM" */
function meta(a: DeckAnalysisState) {
  if (a.status !== "done") return null;
  return [
    a.provider && `Analysed by the ${providerLabel[a.provider]}`,
    a.pageCount !== null && `${a.pageCount} page${a.pageCount === 1 ? "" : "s"}`,
    a.durationMs !== null && `${(a.durationMs / 1000).toFixed(1)} s`,
    a.finishedAt && formatDateTime(a.finishedAt),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** AI Extraction: the analysis of the company's PDF deck (newest first; a picker when there are several). */
export function DeckAnalysisTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const query = useDeckAnalyses(companyId);
  const rerun = useReanalyse(companyId);
  const [picked, setPicked] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  const current = items.find((a) => a.id === picked) ?? items[0];

  if (query.isSuccess && items.length === 0)
    return (
      <EmptyTab title="No pitch deck analysed yet">
        Upload a PDF in the Document Vault with the Deck category: its problem, solution, traction, team, market and ask are extracted and
        shown here.
      </EmptyTab>
    );

  const analyseAgain = current && !readOnly && !isPending(current) && (
    <Button type="button" variant="secondary" size="sm" disabled={rerun.isPending} onClick={() => rerun.mutate(current.documentId)}>
      <RefreshCw className="size-4" aria-hidden />
      {current.status === "failed" ? "Retry" : "Analyze again"}
    </Button>
  );

  return (
    <Card title="Deck analysis" actions={analyseAgain}>
      {items.length > 1 && (
        <div className="mt-3 flex items-center gap-2">
          <label htmlFor="deck-analysis-pick" className="text-xs text-muted-foreground">
            Deck
          </label>
          <NativeSelect id="deck-analysis-pick" value={current?.id} onChange={(e) => setPicked(e.target.value)}>
            {items.map((a) => (
              <option key={a.id} value={a.id}>
                {deckLabel(a)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {current && items.length === 1 && <p className="mt-1 text-xs text-muted-foreground">{deckLabel(current)}</p>}
      {rerun.isError && (
        <Banner tone="danger" className="mt-3">
          Could not queue the analysis: {errorMessage(rerun.error)}
        </Banner>
      )}
      {query.isPending ? (
        <div className="mt-4 flex flex-col gap-3" role="status" aria-label="Loading deck analysis">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <Banner tone="danger" className="mt-3">
          Could not load the deck analysis: {errorMessage(query.error)}
        </Banner>
      ) : !current ? null : isPending(current) ? (
        <DeckAnalysisBanner companyId={companyId} className="mt-4" />
      ) : current.status === "failed" ? (
        <Banner tone="danger" className="mt-4" title="The deck could not be analysed">
          {current.error ?? "Unknown error"}
        </Banner>
      ) : current.result ? (
        <>
          <DeckAnalysisResult result={current.result} />
          <p className="mt-5 text-xs text-subtle-foreground">{meta(current)}</p>
        </>
      ) : null}
    </Card>
  );
}
