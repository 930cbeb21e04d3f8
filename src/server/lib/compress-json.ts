import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { preferredEncoding, type ContentCoding } from "./accept-encoding";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Levels chosen from the bench (bench/compression.ts, a 20–25 KB list page or board): Brotli 4
 * takes 0.3–0.4 ms for 4.1–4.3× smaller; 5–6 cost twice that for ~5% less and 9+ a hundred
 * times more. gzip 6 (for clients without Brotli) is 0.2–0.3 ms for 4×. Compression runs on
 * libuv's thread pool, not on the request thread.
 */
export const jsonCompression = { minBytes: 1024, brotliQuality: 4, gzipLevel: 6 };

export const compressBytes = (bytes: Uint8Array, coding: ContentCoding) =>
  coding === "br"
    ? brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: jsonCompression.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipAsync(bytes, { level: jsonCompression.gzipLevel });

type Compressed = Promise<Awaited<ReturnType<typeof compressBytes>>>;

/**
 * Compressed copies of bytes that are sent again and again (the response caches' entries), made
 * once per coding and dropped with the bytes, so a cache hit is not compressed again. Without them,
 * Brotli at 32 connections took a cached list page from 10 to 128 ms p95 (bench, PostgreSQL).
 */
const copies = new WeakMap<Uint8Array, Partial<Record<ContentCoding, Compressed>>>();
export function compressedCopy(bytes: Uint8Array, coding: ContentCoding): Compressed {
  const held = copies.get(bytes) ?? {};
  copies.set(bytes, held);
  const copy = (held[coding] ??= compressBytes(bytes, coding));
  copy.catch(() => delete held[coding]); // a failed compression is tried again next time
  return copy;
}

/** The copy already made, if any (for tests). */
export const heldCopy = (bytes: Uint8Array, coding: ContentCoding) => copies.get(bytes)?.[coding];

/** The cached bytes a response was sent from (see sendJsonText), by request. */
const sentFromCache = new WeakMap<Context, Uint8Array>();
export const markSentFromCache = (c: Context, bytes: Uint8Array) => sentFromCache.set(c, bytes);

const nullBodyStatus = (status: number) => status === 101 || status === 204 || status === 205 || status === 304;

/** Compresses JSON responses above ~1 KB for clients that accept it (Brotli first, then gzip). */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    // The status says whether there is a body. Reading `res.body` would turn @hono/node-server's
    // lightweight response into a web Response with a stream, which is then written chunk by
    // chunk: that was ~6 % of the server's CPU on every JSON read (decision 046).
    if (
      c.req.method === "HEAD" ||
      nullBodyStatus(res.status) ||
      res.headers.has("content-encoding") ||
      !type.startsWith("application/json")
    )
      return;
    res.headers.append("Vary", "Accept-Encoding");
    const coding = preferredEncoding(c.req.header("accept-encoding"));
    if (!coding) return;
    const length = Number(res.headers.get("content-length") ?? Number.NaN);
    if (length < jsonCompression.minBytes) return;
    // The bytes of a cache entry are compressed once (unless something after the route replaced the response).
    const cached = sentFromCache.get(c);
    let compressed: Compressed;
    if (cached && res.status === 200 && (Number.isNaN(length) || length === cached.length)) compressed = compressedCopy(cached, coding);
    else {
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.length < jsonCompression.minBytes) {
        c.res = new Response(bytes, res);
        return;
      }
      compressed = compressBytes(bytes, coding);
    }
    c.res = new Response(await compressed, res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", coding);
  };
}
