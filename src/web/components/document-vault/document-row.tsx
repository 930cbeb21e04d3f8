import { useState } from "react";
import { Download, Eye, FileText, Pencil, Trash2 } from "lucide-react";
import type { StoredDocument } from "@shared/schemas/documents";
import { formatBytes, formatNumericDate } from "@shared/format";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";

const labels: Record<string, string> = {
  legal: "Legal",
  financial: "Financial",
  deck: "Deck",
  memo: "Memo",
  investor_updates: "Investor updates",
  notes: "Notes",
};
export const categoryLabel = (c: string) => labels[c] ?? c;

/** For a surrounding dialog's onEscapeKeyDown: Escape in a rename field cancels the rename, not the dialog. */
export const escapeIsLocal = (e: KeyboardEvent) => e.target instanceof Element && e.target.closest("[data-escape-local]") !== null;

type Props = {
  doc: StoredDocument;
  readOnly: boolean;
  /** Saves the new name on the given version; rejects with the server's error (409 when someone else changed it). */
  onRename: (fileName: string, version: number) => Promise<unknown>;
  onDelete: () => void;
};

/**
 * One file: preview (PDF, in the browser's own viewer), download, rename in place (empty name
 * cancels), delete. A rename that lost to a colleague's change keeps the typed name on screen.
 */
export function DocumentRow({ doc, readOnly, onRename, onDelete }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  // The version the rename started on: a colleague's rename meanwhile (arriving live) must be a 409, not overwritten.
  const [base, setBase] = useState(doc.version);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const finish = async (save: boolean) => {
    const name = draft?.trim() ?? "";
    if (!save || !name || name === doc.fileName) {
      setDraft(null);
      setStale(false);
      return;
    }
    setBusy(true);
    try {
      // After a conflict the user has seen the colleague's name: Enter then saves on the latest version.
      await onRename(name, stale ? doc.version : base);
      setDraft(null);
      setStale(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setStale(true);
      else toast.error("Could not rename the document", { description: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-[13px]">
      <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        {draft !== null ? (
          <Input
            autoFocus
            data-escape-local
            aria-label={`New name for ${doc.fileName}`}
            value={draft}
            maxLength={200}
            // readOnly, not disabled: a disabled field loses focus, and Escape would then close the dialog.
            readOnly={busy}
            aria-busy={busy}
            onChange={(e) => setDraft(e.target.value)}
            // After a conflict the name is only sent again on purpose (Enter), not by leaving the field.
            onBlur={() => !stale && void finish(true)}
            onKeyDown={(e) => {
              if (e.key === "Enter") void finish(true);
              if (e.key === "Escape") {
                e.stopPropagation();
                void finish(false);
              }
            }}
            className="h-7"
          />
        ) : (
          <p className="truncate font-medium">{doc.fileName}</p>
        )}
        <p className="text-xs text-muted-foreground">
          {categoryLabel(doc.category)} · {formatBytes(doc.sizeBytes)} · <span className="tabular">{formatNumericDate(doc.createdAt)}</span>
        </p>
        {stale && (
          // The list refreshes after the conflict, so the colleague's name shows here and Enter saves on the latest version.
          <p role="alert" className="mt-1 text-xs text-danger">
            This document was changed by someone else. It is now named “{doc.fileName}”: press Enter to save your name anyway, or Escape to
            keep that name.
          </p>
        )}
      </div>
      <div className="flex items-center gap-1">
        {doc.mimeType === "application/pdf" && (
          <Button asChild variant="ghost" size="icon-sm">
            <a href={`${doc.downloadUrl}?disposition=inline`} target="_blank" rel="noopener" aria-label={`Preview ${doc.fileName}`}>
              <Eye aria-hidden />
            </a>
          </Button>
        )}
        <Button asChild variant="ghost" size="icon-sm">
          <a href={doc.downloadUrl} download aria-label={`Download ${doc.fileName}`}>
            <Download aria-hidden />
          </a>
        </Button>
        {!readOnly && (
          <>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Rename ${doc.fileName}`}
              onClick={() => {
                setBase(doc.version);
                setDraft(doc.fileName);
              }}
            >
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label={`Delete ${doc.fileName}`} onClick={onDelete}>
              <Trash2 aria-hidden />
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
