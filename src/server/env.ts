import { z } from "zod";
import { parseTrustProxy } from "./lib/trust-proxy";

// The only module that reads process.env. Everything else receives an Env.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().min(1).optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default("Fundline <no-reply@fundline.local>"),
  AUTH_SECRET: z.string().min(32).optional(),
  /** Pitch-deck analysis by an OpenAI-compatible chat-completions endpoint (e.g. https://api.openai.com/v1); without it the built-in analyser runs. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  /** The model asked for deck analyses (default gpt-4o-mini). */
  LLM_MODEL: z.string().optional(),
  /** Company enrichment (Aviato-style): the bearer key; without it the Market Analysis tab says enrichment is not configured. */
  ENRICHMENT_API_KEY: z.string().optional(),
  /** The enrichment service's base URL; the server POSTs {company_domain} to {ENRICHMENT_BASE_URL}/aviato_data_pull. */
  ENRICHMENT_BASE_URL: z.url().optional(),
  /** Memory for cached pipeline pages and boards, in MB; 0 turns the cache off. */
  PIPELINE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Memory for pipeline card texts kept by row version (they survive changes, unlike the cache above), in MB; 0 reads every card with its page. */
  CARD_CACHE_MB: z.coerce.number().min(0).max(4096).default(16),
  /** Reverse proxies whose X-Forwarded-For / Forwarded / X-Forwarded-Proto count: a hop count or IPs/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** S3-compatible object storage instead of DATA_DIR/files; S3_BUCKET turns it on. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Online backups: the running server writes one into BACKUP_DIR every BACKUP_EVERY (`30m`, `24h`, `7d`), keeping BACKUP_KEEP. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY: z
    .string()
    .regex(/^\d+(m|h|d)$/, "Use minutes, hours or days, e.g. 30m, 24h or 7d")
    .default("24h")
    .transform((v) => Number(v.slice(0, -1)) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[v.slice(-1) as "m" | "h" | "d"]),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** The built-in inbound mail listener for captured e-mails and invitations (issue 45); off unless set. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address the listener binds to (0.0.0.0 by default: MX traffic comes from outside). */
  INBOUND_SMTP_HOST: z.string().min(1).default("0.0.0.0"),
  /** Capture addresses are log+<token>@INBOUND_DOMAIN (default: the host of PUBLIC_URL). */
  INBOUND_DOMAIN: z
    .string()
    .regex(/^[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$|^localhost$/, "A domain such as log.fund.example.com")
    .optional(),
  /** PEM files of a certificate for STARTTLS on the listener; without them STARTTLS is not offered. */
  INBOUND_TLS_CERT: z.string().min(1).optional(),
  INBOUND_TLS_KEY: z.string().min(1).optional(),
  /** Let webhooks reach private, loopback and link-local addresses, and plain http (development only). */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { publicUrl: string };

const emptyToUndefined = (source: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(emptyToUndefined(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const s3Given = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((k) => env[k as keyof typeof env]);
  if (s3Given.length > 0 && !(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid environment:\n  S3: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (and S3_ENDPOINT unless on AWS)",
    );
  }
  const host = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  const publicUrl = (env.PUBLIC_URL ?? `http://${host}:${env.PORT}`).replace(/\/$/, "");
  return { ...env, publicUrl };
}

/** A loopback host name or address: localhost, 127.0.0.0/8, ::1 (brackets allowed), ::ffff:127.x. */
export const isLoopbackHost = (host: string) => {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return h === "localhost" || h === "::1" || /^127\.\d+\.\d+\.\d+$/.test(h) || /^::ffff:127\.\d+\.\d+\.\d+$/.test(h);
};

/**
 * The dev outbox shows reset links, so it exists only without SMTP and when the address users
 * reach is itself plain-http loopback: behind a reverse proxy PUBLIC_URL is the public address.
 */
export const servesDevOutbox = (env: Pick<Env, "SMTP_URL" | "publicUrl">) => {
  if (env.SMTP_URL) return false;
  const url = new URL(env.publicUrl);
  return url.protocol === "http:" && isLoopbackHost(url.hostname);
};
