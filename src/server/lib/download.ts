import type { Context } from "hono";
import type { StoredFile } from "./storage";

/** Types a browser may show in place: PDF (its own viewer) and raster images. Never HTML or SVG. */
const INLINE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]);
export const canShowInline = (mime: string) => INLINE_TYPES.has(mime);

/**
 * Sends stored bytes: attachment by default; `inline` only for PDF and raster images (else still
 * attachment). Always a safe type, nosniff and a locked-down CSP. An inline PDF gets no `sandbox`
 * (Chromium refuses to run its PDF viewer in a sandboxed document) but still no scripts and no framing
 * (it opens in its own tab).
 */
export function sendFile(
  c: Context,
  file: Uint8Array | StoredFile,
  mime: string,
  fileName: string,
  wanted: "attachment" | "inline" = "attachment",
) {
  const ascii = fileName.replace(/[^\w.\- ]/g, "_").slice(0, 150) || "file";
  const disposition = wanted === "inline" && canShowInline(mime) ? "inline" : "attachment";
  const sandbox = disposition === "inline" && mime === "application/pdf" ? "" : "; sandbox";
  const [body, size] = file instanceof Uint8Array ? [file as Uint8Array<ArrayBuffer>, file.byteLength] : [file.body, file.size];
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": mime,
      "Content-Length": String(size),
      "Content-Disposition": `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": `default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'${sandbox}`,
      // Never kept by a shared or the browser's cache: a document outlives neither a sign-out nor its deletion.
      "Cache-Control": "private, no-store",
    },
  });
}
