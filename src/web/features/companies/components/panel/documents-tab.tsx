import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CompanyDocument } from "@shared/schemas/company-documents";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { documentsOptions } from "../../api";
import { ConfirmDialog } from "./confirm-dialog";
import { DeckAnalysisBanner } from "./deck-analysis-banner";
import { DocumentRow } from "./document-row";
import { DocumentUpload } from "./document-upload";
import { Card } from "./info-item";
import { useDocumentActions } from "./panel-api";

/** Document Vault: upload by category with progress, then list, preview, download, rename and delete. */
export function DocumentsTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const docs = useQuery(documentsOptions(companyId));
  const { rename, remove, refresh } = useDocumentActions(companyId);
  const [deleting, setDeleting] = useState<CompanyDocument | null>(null);
  const items = docs.data?.items ?? [];

  const confirmDelete = () => {
    const doc = deleting;
    setDeleting(null);
    if (doc)
      remove.mutate(doc.id, {
        onSuccess: () => toast.success(`${doc.fileName} deleted`),
        onError: (e) => toast.error(`Could not delete ${doc.fileName}`, { description: errorMessage(e) }),
      });
  };

  return (
    <Card title="Document Vault">
      <div className="mt-4 flex flex-col gap-4">
        {!readOnly && <DocumentUpload companyId={companyId} onUploaded={() => void refresh()} />}
        <DeckAnalysisBanner companyId={companyId} />
        {docs.isError ? (
          <p role="alert" className="text-[13px] text-danger">
            Could not load documents: {errorMessage(docs.error)}
          </p>
        ) : items.length ? (
          <ul className="divide-y divide-border" aria-label="Documents">
            {items.map((d) => (
              <DocumentRow
                key={d.id}
                doc={d}
                readOnly={readOnly}
                onDelete={() => setDeleting(d)}
                onRename={(fileName) =>
                  rename.mutate(
                    { id: d.id, fileName },
                    { onError: (e) => toast.error("Could not rename the document", { description: errorMessage(e) }) },
                  )
                }
              />
            ))}
          </ul>
        ) : (
          <p className="text-[13px] text-muted-foreground">{docs.isPending ? "Loading..." : "No documents yet."}</p>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete document"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete {deleting?.fileName}? This action cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
