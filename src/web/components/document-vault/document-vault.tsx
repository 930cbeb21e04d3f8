import { useState } from "react";
import type { QueryKey } from "@tanstack/react-query";
import type { DocumentCategory } from "@shared/constants/pipeline";
import type { StoredDocument } from "@shared/schemas/documents";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { ListState } from "@web/components/list-state";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { DocumentRow } from "./document-row";
import { DocumentUpload } from "./document-upload";
import { useDocumentVault, type DocumentOwner } from "./use-document-vault";

type Props = {
  /** Whose documents these are. */
  owner: DocumentOwner;
  queryKey: QueryKey;
  readOnly: boolean;
  defaultCategory: DocumentCategory;
  /** After an upload, besides refreshing the list (a company's deck starts its analysis). */
  onUploaded?: () => void;
};

/** Upload by category with progress, then list, preview, download, rename and delete: a company's or a person's files. */
export function DocumentVault({ owner, queryKey, readOnly, defaultCategory, onUploaded }: Props) {
  const { list, rename, remove, refresh } = useDocumentVault(owner, queryKey);
  const [deleting, setDeleting] = useState<StoredDocument | null>(null);

  const confirmDelete = () => {
    const doc = deleting;
    setDeleting(null);
    if (doc)
      remove.mutate(doc, {
        onSuccess: () => toast.success(`${doc.fileName} deleted`),
        onError: (e) => toast.error(`Could not delete ${doc.fileName}`, { description: errorMessage(e) }),
      });
  };

  return (
    <div className="flex flex-col gap-4">
      {!readOnly && (
        <DocumentUpload
          owner={owner}
          defaultCategory={defaultCategory}
          onUploaded={() => {
            void refresh();
            onUploaded?.();
          }}
        />
      )}
      <ListState
        query={list}
        items={list.data?.items}
        loadingLabel="Loading documents"
        errorTitle="Could not load documents"
        empty={<p className="text-[13px] text-muted-foreground">No documents yet.</p>}
      >
        {(items) => (
          <ul className="divide-y divide-border" aria-label="Documents">
            {items.map((d) => (
              <DocumentRow
                key={d.id}
                doc={d}
                readOnly={readOnly}
                onDelete={() => setDeleting(d)}
                onRename={(fileName, version) => rename.mutateAsync({ doc: d, fileName, version })}
              />
            ))}
          </ul>
        )}
      </ListState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete document"
        description={`Are you sure you want to delete ${deleting?.fileName}? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
