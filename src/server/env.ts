import { z } from "zod";

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
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  ENRICHMENT_API_KEY: z.string().optional(),
  ENRICHMENT_BASE_URL: z.url().optional(),
  /** Memory for cached pipeline pages and boards, in MB; 0 turns the cache off. */
  PIPELINE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
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
  const host = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  const publicUrl = (env.PUBLIC_URL ?? `http://${host}:${env.PORT}`).replace(/\/$/, "");
  return { ...env, publicUrl };
}

export const isLoopbackHost = (host: string) =>
  host === "localhost" || host === "::1" || host.startsWith("127.");
