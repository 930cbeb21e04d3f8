import { ApiError } from "@web/lib/api-client";

type ErrorBody = { error?: { code?: string; message?: string } };

/**
 * Uploads one file (field `file`, plus text fields) with XMLHttpRequest so that the progress
 * of the request body can be shown (fetch has no upload progress). Resolves with the JSON answer.
 */
export function uploadFile<T>(url: string, file: File, fields: Record<string, string>, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("file", file);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
      } else {
        const err = (body as ErrorBody | undefined)?.error;
        reject(new ApiError(xhr.status, err?.code ?? `http_${xhr.status}`, err?.message ?? "File upload failed"));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", "File upload failed"));
    xhr.send(form);
  });
}
