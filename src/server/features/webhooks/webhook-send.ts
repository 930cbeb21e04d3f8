import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { assertPublicHost, publicOnlyLookup } from "./ssrf";

export const SECRET_PREFIX = "whsec_";

/** A new signing secret: 24 random bytes, base64, after `whsec_` (Standard Webhooks). */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString("base64")}`;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the secret's base64-decoded bytes. */
export function signPayload(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  return `v1,${createHmac("sha256", key).update(`${messageId}.${timestamp}.${body}`).digest("base64")}`;
}

export type SendResult = { status: number | null; ms: number; excerpt: string | null; error: string | null };
export type SendOptions = { allowPrivate: boolean; timeoutMs: number };

const EXCERPT_CHARS = 1000;

/**
 * POSTs one signed message. No redirects are followed (a redirect could lead inside), private
 * addresses are refused after DNS resolution unless allowed, and the whole exchange has a deadline.
 */
export async function sendWebhook(
  target: { url: string; secret: string },
  message: { id: string; body: string },
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const done = (r: Omit<SendResult, "ms">): SendResult => ({ ...r, ms: Math.round(performance.now() - started) });
  const url = new URL(target.url);
  try {
    if (!options.allowPrivate) {
      if (url.protocol !== "https:") throw new Error("Only https:// URLs are allowed");
      // Literal addresses never reach the lookup below.
      if (isIP(url.hostname.replace(/^\[(.*)\]$/, "$1"))) await assertPublicHost(url);
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      "content-type": "application/json",
      "user-agent": "Fundline-Webhooks/1",
      "webhook-id": message.id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signPayload(target.secret, message.id, timestamp, message.body),
    };
    const { status, text } = await post(url, headers, message.body, options);
    return done({ status, excerpt: text.slice(0, EXCERPT_CHARS), error: status >= 200 && status < 300 ? null : `HTTP ${status}` });
  } catch (err) {
    return done({ status: null, excerpt: null, error: (err as Error).message || "Request failed" });
  }
}

function post(url: URL, headers: Record<string, string>, body: string, options: SendOptions) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: options.allowPrivate ? undefined : publicOnlyLookup,
        timeout: options.timeoutMs,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          // Only the excerpt is kept; a huge answer is cut off rather than read to the end.
          if (text.length < EXCERPT_CHARS) text += chunk;
          else res.destroy();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("close", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    const deadline = setTimeout(() => req.destroy(new Error(`Timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
    req.on("timeout", () => req.destroy(new Error(`Timed out after ${options.timeoutMs} ms`)));
    req.on("error", reject);
    req.on("close", () => clearTimeout(deadline));
    req.end(body);
  });
}
