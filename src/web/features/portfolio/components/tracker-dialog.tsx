import { useRef, useState } from "react";
import { CheckCircle2, Circle, Trash2, Upload } from "lucide-react";
import { DOCUMENT_MAX_BYTES } from "@shared/constants/pipeline";
import { trackerDocuments, type TrackerDocument } from "@shared/constants/portfolio";
import type { TrackerRow } from "@shared/schemas/portfolio";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useTrackerActions } from "../api";
import { ProgressBar } from "./progress-bar";

type Props = { row: TrackerRow | null; quarter: string; readOnly: boolean; onClose: () => void };

function DocumentLine({
  row,
  quarter,
  document,
  readOnly,
}: {
  row: TrackerRow;
  quarter: string;
  document: TrackerDocument;
  readOnly: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useTrackerActions(row.id);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const file = row.files.find((f) => f.document === document);
  const send = async (picked: File | undefined) => {
    if (!picked) return;
    if (picked.size > DOCUMENT_MAX_BYTES) return toast.error(`${picked.name} is too large (25 MB at most)`);
    setBusy(true);
    try {
      await upload.mutateAsync({ file: picked, quarter, document });
      toast.success(`${document} ${file ? "replaced" : "uploaded"}`);
    } catch (e) {
      toast.error(`Could not upload ${document}`, { description: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={`${document}: ${file ? "Uploaded" : "Pending"}`}>
      {file ? (
        <CheckCircle2 className="size-4 text-success" aria-hidden />
      ) : (
        <Circle className="size-4 text-subtle-foreground" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-[13px] font-medium">{document}</p>
        {file ? (
          <a href={file.downloadUrl} className="block truncate text-xs text-primary hover:underline">
            {file.fileName}
          </a>
        ) : (
          <p className="text-xs text-muted-foreground">Pending</p>
        )}
      </div>
      {!readOnly && (
        <div className="flex items-center gap-1">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => input.current?.click()}
            aria-label={`${file ? "Replace" : "Upload"} ${document}`}
          >
            <Upload aria-hidden /> {busy ? "Uploading..." : file ? "Replace" : "Upload"}
          </Button>
          {file && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy || remove.isPending}
              aria-label={`Delete ${document}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
            </Button>
          )}
          {file && (
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={`Delete ${document}`}
              description={`Are you sure you want to delete ${file.fileName}? This action cannot be undone.`}
              confirmLabel="Delete"
              busyLabel="Deleting..."
              busy={remove.isPending}
              danger
              onConfirm={() =>
                remove.mutate(file.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success(`${document} deleted`);
                  },
                  onError: (e) => toast.error(`Could not delete ${document}`, { description: errorMessage(e) }),
                })
              }
            />
          )}
          <input
            ref={input}
            type="file"
            className="hidden"
            aria-label={`${document} file`}
            accept=".pdf,.pptx,.docx,application/pdf"
            onChange={(e) => {
              void send(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </div>
      )}
    </li>
  );
}

/** The five required documents of one company for the quarter: upload, replace (one file each) and delete. */
export function TrackerDialog({ row, quarter, readOnly, onClose }: Props) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {row && (
          <>
            <DialogTitle>
              {row.name} · {quarter}
            </DialogTitle>
            <DialogDescription>Required documents for the quarter. Uploading again replaces the file.</DialogDescription>
            <div className="mt-4">
              <ProgressBar value={row.progress} label={`${row.name} documents`} />
            </div>
            <ul className="mt-2 divide-y divide-border">
              {trackerDocuments.map((d) => (
                <DocumentLine key={d} row={row} quarter={quarter} document={d} readOnly={readOnly} />
              ))}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
