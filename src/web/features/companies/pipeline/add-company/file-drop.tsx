import { useEffect, useRef, useState } from "react";
import { CircleAlert, CircleCheck, FileText, UploadCloud, X } from "lucide-react";
import { DOCUMENT_MAX_BYTES } from "@shared/constants/pipeline";
import { formatBytes } from "@shared/format";
import { cn } from "@web/lib/cn";

export type PendingFile = { key: string; file: File; progress: number; status: "ready" | "uploading" | "done" | "error"; error?: string };

const allowed = /\.(pdf|pptx|docx)$/i;

/** Upload Documents: drop files or pick them; PDF, PPTX, DOCX; each with its own progress bar. */
export function FileDrop({ files, onChange, disabled }: { files: PendingFile[]; onChange: (f: PendingFile[]) => void; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  // The list sits at the bottom of a scrolling dialog: keep the file being uploaded (its progress) in view.
  const list = useRef<HTMLUListElement>(null);
  const uploading = files.find((f) => f.status === "uploading")?.key;
  useEffect(() => {
    if (uploading) list.current?.querySelector(`[data-key="${CSS.escape(uploading)}"]`)?.scrollIntoView({ block: "nearest" });
  }, [uploading]);
  const add = (list: FileList | null) => {
    if (!list) return;
    const picked = [...list];
    const bad = picked.filter((f) => !allowed.test(f.name) || f.size > DOCUMENT_MAX_BYTES);
    setRefused(bad.length ? `${bad.map((f) => f.name).join(", ")}: only PDF, PPTX and DOCX files up to 25 MB can be uploaded.` : null);
    const good = picked
      .filter((f) => !bad.includes(f))
      .map((file) => ({
        key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`,
        file,
        progress: 0,
        status: "ready" as const,
      }));
    onChange([...files, ...good]);
  };
  return (
    <div className="flex flex-col gap-2">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!disabled) add(e.dataTransfer.files);
        }}
        className={cn(
          "flex flex-col items-center gap-1 rounded-lg border border-dashed border-border-strong bg-surface-muted px-4 py-5 text-center transition-colors",
          over && "border-primary bg-primary-soft",
        )}
      >
        <UploadCloud className="size-5 text-muted-foreground" aria-hidden />
        <p className="text-[13px] text-foreground">
          Drag and drop files here, or{" "}
          <button
            type="button"
            disabled={disabled}
            onClick={() => input.current?.click()}
            className="font-medium text-primary hover:underline"
          >
            choose files
          </button>
        </p>
        <p className="text-xs text-muted-foreground">PDF, PPTX or DOCX, up to 25 MB each</p>
        <input
          ref={input}
          type="file"
          multiple
          accept=".pdf,.pptx,.docx,application/pdf"
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload documents"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = "";
          }}
        />
      </div>
      {refused && <p className="text-xs text-danger">{refused}</p>}
      {files.length > 0 && (
        <ul ref={list} className="flex flex-col gap-1.5" aria-label="Files to upload">
          {files.map((f) => (
            <li key={f.key} data-key={f.key} className="rounded-md border border-border px-2.5 py-2">
              <div className="flex items-center gap-2 text-[13px]">
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1 truncate">{f.file.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular">{formatBytes(f.file.size)}</span>
                {f.status === "done" && <CircleCheck className="size-4 text-success" aria-label="Uploaded" />}
                {f.status === "error" && <CircleAlert className="size-4 text-danger" aria-label="Failed" />}
                {f.status === "ready" && !disabled && (
                  <button
                    type="button"
                    aria-label={`Remove ${f.file.name}`}
                    onClick={() => onChange(files.filter((x) => x.key !== f.key))}
                    className="rounded-sm text-muted-foreground hover:text-foreground"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                )}
              </div>
              {f.status !== "ready" && (
                <div
                  role="progressbar"
                  aria-label={`Upload of ${f.file.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(f.progress * 100)}
                  className="mt-1.5 h-1 overflow-hidden rounded-full bg-hover"
                >
                  <div
                    className={cn(
                      "h-full rounded-full transition-[width]",
                      f.status === "error" ? "bg-danger" : f.status === "done" ? "bg-success" : "bg-primary",
                    )}
                    style={{ width: `${Math.max(3, f.progress * 100)}%` }}
                  />
                </div>
              )}
              {f.error && <p className="mt-1 text-xs text-danger">{f.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
