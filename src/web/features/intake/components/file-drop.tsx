import { useRef, useState, type DragEvent } from "react";
import { FileText, Upload, X } from "lucide-react";
import { INTAKE_MAX_FILES } from "@shared/constants/intake";
import { addWithinLimits } from "../file-limits";

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type FileDropProps = {
  files: File[];
  onChange: (files: File[]) => void;
  /** The full variant lists files with Remove; the compact one without. */
  removable: boolean;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled: boolean;
};

/** Drag and drop or pick several files; checked for count and size before anything is sent. */
export function FileDrop({ files, onChange, removable, error, onError, disabled }: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const add = (picked: File[]) => {
    const { added, message } = addWithinLimits(files, picked);
    onError(message);
    if (added.length) onChange([...files, ...added]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center transition-colors ${
          over ? "border-primary bg-primary-soft" : error ? "border-danger" : "border-border-strong bg-surface-muted"
        }`}
      >
        <Upload className="size-5 text-muted-foreground" aria-hidden />
        <p className="text-[13px] text-foreground">
          Drag and drop your pitch deck here, or{" "}
          <button
            type="button"
            disabled={disabled}
            onClick={() => input.current?.click()}
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            choose files
          </button>
        </p>
        <p id="intake-files-hint" className="text-xs text-muted-foreground">
          PDF, PowerPoint, Word or images · up to {INTAKE_MAX_FILES} files, 10MB each
        </p>
        <input
          ref={input}
          id="intake-files"
          type="file"
          multiple
          accept=".pdf,.ppt,.pptx,.doc,.docx,image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Files"
          aria-describedby="intake-files-hint"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </div>
      {error && (
        <p id="intake-files-error" className="text-xs text-danger">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul aria-label="Selected files" className="divide-y divide-border rounded-md border border-border">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex items-center gap-2 px-3 py-2 text-[13px]">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1 truncate text-foreground">{file.name}</span>
              <span className="tabular shrink-0 text-xs text-muted-foreground">{sizeText(file.size)}</span>
              {removable && (
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => {
                    // What was left out no longer matters once there is room: choose it again.
                    onError(undefined);
                    onChange(files.filter((_, j) => j !== i));
                  }}
                  className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs text-muted-foreground hover:bg-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Remove ${file.name}`}
                >
                  <X className="size-3.5" aria-hidden /> Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
