import { AwsClient } from "aws4fetch";
import { checkedKey, type Storage } from "./storage";

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2, …), signed with SigV4 by aws4fetch. Every
 * read goes through the app, so downloads keep the same permission checks and headers.
 */
export function s3Storage(config: S3Config): Storage {
  const aws = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
    retries: 2,
  });
  const endpoint = new URL(config.endpoint);
  const base = config.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, "")}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, "")}`;
  const urlOf = (key: string) => `${base}/${checkedKey(key)}`;

  const call = async (method: string, key: string, init: RequestInit = {}, timeout = true) => {
    const res = await aws.fetch(urlOf(key), { method, ...init, signal: timeout ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined });
    // A missing object is an answer for reads and deletes; for a write it is an error (no such bucket).
    if (res.ok || (res.status === 404 && method !== "PUT")) return res;
    const detail = (await res.text().catch(() => "")).slice(0, 300);
    throw new Error(`S3 ${method} ${key} failed: ${res.status} ${detail}`);
  };

  return {
    kind: "s3",
    async put(key, bytes) {
      await call("PUT", key, {
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "content-type": "application/octet-stream", "content-length": String(bytes.byteLength) },
      });
    },
    async get(key) {
      const res = await call("GET", key);
      if (res.status === 404) return null;
      return new Uint8Array(await res.arrayBuffer());
    },
    async open(key) {
      // No timeout: a large download to a slow client may take longer than any fixed limit.
      const res = await call("GET", key, {}, false);
      if (res.status === 404 || !res.body) {
        await res.body?.cancel();
        return null;
      }
      return { body: res.body, size: Number(res.headers.get("content-length") ?? 0) };
    },
    async delete(key) {
      const res = await call("DELETE", key);
      await res.body?.cancel();
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | null = null;
      do {
        const query = new URLSearchParams({ "list-type": "2", prefix: `${prefix}/` });
        if (token) query.set("continuation-token", token);
        const res = await aws.fetch(`${base}?${query}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        const xml = await res.text();
        if (!res.ok) throw new Error(`S3 list ${prefix} failed: ${res.status} ${xml.slice(0, 300)}`);
        for (const m of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) keys.push(m[1]);
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? (/<NextContinuationToken>([^<]+)</.exec(xml)?.[1] ?? null) : null;
      } while (token);
      return keys;
    },
  };
}
