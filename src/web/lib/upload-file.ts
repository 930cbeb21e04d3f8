import {
  ApiError,
  buildUrl,
  reportUnauthorized,
  toApiError,
  type UploadAnswer,
  type UploadInit,
  type UploadPath,
} from "@web/lib/api-client";

type Upload<P extends UploadPath> = UploadInit<P> & {
  file: File;
  /** Text fields sent with the file (e.g. the document's category). */
  fields?: Record<string, string>;
  onProgress: (fraction: number) => void;
};

/**
 * Uploads one file (field `file`, plus text fields) to a documented upload route, with
 * XMLHttpRequest so that the progress of the request body can be shown (fetch has no upload
 * progress). Errors and an ended session are handled as for every other call (api-client.ts).
 */
export function uploadFile<P extends UploadPath>(template: P, upload: Upload<P>): Promise<UploadAnswer<P>> {
  const { file, fields = {}, onProgress } = upload;
  const url = buildUrl(template, (upload as { path?: Record<string, string> }).path);
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
        resolve(body as UploadAnswer<P>);
      } else {
        reportUnauthorized(xhr.status, url);
        reject(toApiError(xhr.status, body ?? { error: { message: "File upload failed" } }, xhr.getResponseHeader("Retry-After")));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", "File upload failed"));
    xhr.send(form);
  });
}
