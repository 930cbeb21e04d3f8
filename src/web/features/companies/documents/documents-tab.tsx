import { useQueryClient } from "@tanstack/react-query";
import { DocumentVault } from "@web/components/document-vault/document-vault";
import { documentsKey } from "../api";
import { deckAnalysesOptions } from "../deck-analysis/deck-analysis-api";
import { DeckAnalysisBanner } from "../deck-analysis/deck-analysis-banner";
import { Card } from "../panel/info-item";

/** Document Vault: the shared document list and upload (the same rules as a person's documents). */
export function DocumentsTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const qc = useQueryClient();
  return (
    <Card title="Document Vault">
      <div className="mt-4 flex flex-col gap-4">
        <DocumentVault
          owner={{ companyId }}
          queryKey={documentsKey(companyId)}
          readOnly={readOnly}
          defaultCategory="deck"
          // A new PDF deck is queued for analysis: its banner shows at once.
          onUploaded={() => void qc.invalidateQueries({ queryKey: deckAnalysesOptions(companyId).queryKey })}
        />
        <DeckAnalysisBanner companyId={companyId} />
      </div>
    </Card>
  );
}
