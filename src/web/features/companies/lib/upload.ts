import { ApiError } from "@web/lib/api-client";
import type { CompanyDocument } from "@shared/schemas/company-documents";

/**
 * Uploads one document with XMLHttpRequest so that the progress of the request body
 * can be shown (fetch has no upload progress). Resolves with the stored document.
 */
export function uploadDocument(
  companyId: string,
  file: File,
  onProgress: (fraction: number) => void,
  category = "deck",
): Promise<CompanyDocument> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("file", file);
    form.append("category", category);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1/companies/${companyId}/documents`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { error?: { code?: string; message?: string } } | CompanyDocument | undefined;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as CompanyDocument);
      } else {
        const err = (body as { error?: { code?: string; message?: string } })?.error;
        reject(new ApiError(xhr.status, err?.code ?? `http_${xhr.status}`, err?.message ?? "File upload failed"));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", "File upload failed"));
    xhr.send(form);
  });
}
