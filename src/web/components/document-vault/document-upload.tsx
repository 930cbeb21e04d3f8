import { useRef, useState } from "react";
import { Upload } from "lucide-react";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES_TEXT,
  documentCategories,
  type DocumentCategory,
} from "@shared/constants/pipeline";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { errorMessage } from "@web/lib/api-client";
import { uploadFile } from "@web/lib/upload-file";
import type { DocumentOwner } from "./use-document-vault";
import { categoryLabel } from "./document-row";

const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

type Props = { owner: DocumentOwner; defaultCategory: DocumentCategory; onUploaded: () => void };

/** Pick a category, then a file: the upload's progress shows as a bar; the server checks type and size again. */
export function DocumentUpload({ owner, defaultCategory, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<DocumentCategory>(defaultCategory);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > DOCUMENT_MAX_BYTES) return setError(`${file.name} is too large (${MAX_MB} MB at most)`);
    setProgress({ name: file.name, fraction: 0 });
    try {
      const upload = { file, fields: { category }, onProgress: (fraction: number) => setProgress({ name: file.name, fraction }) };
      await ("companyId" in owner
        ? uploadFile("/api/v1/companies/{id}/documents", { path: { id: owner.companyId }, ...upload })
        : uploadFile("/api/v1/people/{id}/documents", { path: { id: owner.personId }, ...upload }));
      onUploaded();
    } catch (e) {
      setError(`${file.name}: ${errorMessage(e)}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border bg-surface p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="document-category" className="text-xs font-medium text-muted-foreground">
            Category
          </label>
          <NativeSelect id="document-category" value={category} onChange={(e) => setCategory(e.target.value as DocumentCategory)}>
            {documentCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" onClick={() => input.current?.click()} disabled={progress !== null}>
          <Upload aria-hidden /> Upload document
        </Button>
        <p className="text-xs text-muted-foreground">
          {DOCUMENT_TYPES_TEXT}, up to {MAX_MB} MB.
        </p>
        <input
          ref={input}
          type="file"
          aria-label="Document file"
          accept={DOCUMENT_ACCEPT}
          className="hidden"
          onChange={(e) => {
            void send(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>
      {progress && (
        <div className="flex flex-col gap-1">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span className="truncate">Uploading {progress.name}</span>
            <span className="tabular">{Math.round(progress.fraction * 100)}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Uploading ${progress.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.fraction * 100)}
            className="h-1.5 overflow-hidden rounded-full bg-hover"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${progress.fraction * 100}%` }} />
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
