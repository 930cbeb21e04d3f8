import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { preferredEncoding } from "./accept-encoding";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Levels chosen from the bench (bench/compression.ts, a 20–25 KB list page or board): Brotli 4
 * takes 0.3–0.4 ms for 4.1–4.3× smaller; 5–6 cost twice that for ~5% less and 9+ a hundred
 * times more. gzip 6 (for clients without Brotli) is 0.2–0.3 ms for 4×. Compression runs on
 * libuv's thread pool, not on the request thread.
 */
export const jsonCompression = { minBytes: 1024, brotliQuality: 4, gzipLevel: 6 };

export const compressBytes = (bytes: Uint8Array, coding: "br" | "gzip") =>
  coding === "br"
    ? brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: jsonCompression.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipAsync(bytes, { level: jsonCompression.gzipLevel });

/** Compresses JSON responses above ~1 KB for clients that accept it (Brotli first, then gzip). */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (c.req.method === "HEAD" || !res.body || res.headers.has("content-encoding") || !type.startsWith("application/json")) return;
    res.headers.append("Vary", "Accept-Encoding");
    const coding = preferredEncoding(c.req.header("accept-encoding"));
    if (!coding) return;
    const length = Number(res.headers.get("content-length") ?? Number.NaN);
    if (length < jsonCompression.minBytes) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length < jsonCompression.minBytes) {
      c.res = new Response(bytes, res);
      return;
    }
    c.res = new Response(await compressBytes(bytes, coding), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", coding);
  };
}
