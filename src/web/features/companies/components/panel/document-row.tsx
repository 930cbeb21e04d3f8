import { useState } from "react";
import { Download, Eye, FileText, Pencil, Trash2 } from "lucide-react";
import type { CompanyDocument } from "@shared/schemas/company-documents";
import { formatBytes } from "@shared/format";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { formatNumericDate } from "@web/lib/format";

const labels: Record<string, string> = {
  legal: "Legal",
  financial: "Financial",
  deck: "Deck",
  memo: "Memo",
  investor_updates: "Investor updates",
  notes: "Notes",
};
export const categoryLabel = (c: string) => labels[c] ?? c;

type Props = {
  doc: CompanyDocument;
  readOnly: boolean;
  onRename: (fileName: string) => void;
  onDelete: () => void;
};

/** One file: preview (PDF, in the browser's own viewer), download, rename in place (empty name cancels), delete. */
export function DocumentRow({ doc, readOnly, onRename, onDelete }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const finish = (save: boolean) => {
    const name = draft?.trim() ?? "";
    setDraft(null);
    if (save && name && name !== doc.fileName) onRename(name);
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-[13px]">
      <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        {draft !== null ? (
          <Input
            autoFocus
            aria-label={`New name for ${doc.fileName}`}
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => finish(true)}
            onKeyDown={(e) => {
              if (e.key === "Enter") finish(true);
              if (e.key === "Escape") {
                e.stopPropagation();
                finish(false);
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
            <Button variant="ghost" size="icon-sm" aria-label={`Rename ${doc.fileName}`} onClick={() => setDraft(doc.fileName)}>
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
