import type { Context } from "hono";

/** Sends stored bytes as a download: attachment disposition, a safe type, nosniff, a sandboxing CSP. */
export function sendFile(c: Context, bytes: Uint8Array, mime: string, fileName: string) {
  const ascii = fileName.replace(/[^\w.\- ]/g, "_").slice(0, 150) || "file";
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": mime,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
    },
  });
}
