import { and, eq, sql } from "drizzle-orm";
import type { EnrichmentState } from "@shared/schemas/enrichment";
import type { Db } from "../../db/client";
import { companies, enrichmentCache } from "../../db/schema";
import type { Env } from "../../env";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { aviatoClient, type EnrichmentProvider, type EnrichmentResult } from "./enrichment-provider";

type Deps = { db: Db; env: Pick<Env, "ENRICHMENT_API_KEY" | "ENRICHMENT_BASE_URL"> };
type CacheRow = typeof enrichmentCache.$inferSelect;

/** The configured provider, or null when the key or the base URL is missing. */
export function enrichmentProvider(env: Deps["env"]): EnrichmentProvider | null {
  if (!env.ENRICHMENT_API_KEY || !env.ENRICHMENT_BASE_URL) return null;
  return aviatoClient({ apiKey: env.ENRICHMENT_API_KEY, baseUrl: env.ENRICHMENT_BASE_URL });
}

/** "https://www.Kestrel.health/about" → "kestrel.health"; null when the website is not a host name. */
export function domainOf(website: string | null): string | null {
  const w = website?.trim();
  if (!w) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(w) ? w : `https://${w}`).hostname.toLowerCase().replace(/^www\./, "");
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

const toState = (row: CacheRow): EnrichmentState => {
  const base = { domain: row.domain, fetchedAt: row.fetchedAt.toISOString() };
  if (row.status === "ok" && row.data) return { status: "ok", ...base, data: row.data };
  if (row.status === "not_found") return { status: "not_found", ...base };
  return { status: "error", ...base, error: row.error ?? "Unknown error" };
};

const cacheValues = (result: EnrichmentResult) => ({
  status: result.kind,
  data: result.kind === "ok" ? result.data : null,
  error: result.kind === "error" ? result.message : null,
});

async function store(db: Pick<Db, "insert">, orgId: string, companyId: string, domain: string, result: EnrichmentResult) {
  const values = { ...cacheValues(result), domain, fetchedAt: new Date() };
  const [row] = await db
    .insert(enrichmentCache)
    .values({ companyId, orgId, ...values })
    .onConflictDoUpdate({ target: enrichmentCache.companyId, set: { ...values, version: sql`${enrichmentCache.version} + 1` } })
    .returning();
  return row;
}

type Prepared = { state: EnrichmentState } | { provider: EnrichmentProvider; domain: string; company: typeof companies.$inferSelect };

async function prepare(deps: Deps, caller: Caller, companyId: string): Promise<Prepared> {
  const company = await findInOrg(deps.db, companies, companyId, caller.orgId, "Company");
  const provider = enrichmentProvider(deps.env);
  if (!provider) return { state: { status: "not_configured" } };
  const domain = domainOf(company.website);
  if (!domain) return { state: { status: "no_domain" } };
  return { provider, domain, company };
}

/** The cached look-up of the company's website; looks it up when nothing is cached for that domain yet. */
export async function getEnrichment(deps: Deps, caller: Caller, companyId: string): Promise<EnrichmentState> {
  const p = await prepare(deps, caller, companyId);
  if ("state" in p) return p.state;
  const [cached] = await deps.db
    .select()
    .from(enrichmentCache)
    .where(and(eq(enrichmentCache.companyId, companyId), eq(enrichmentCache.orgId, caller.orgId)))
    .limit(1);
  if (cached && cached.domain === p.domain) return toState(cached);
  // Filling the cache on first view is not a change anyone made; a refresh (below) is recorded.
  return toState(await store(deps.db, caller.orgId, companyId, p.domain, await p.provider.lookup(p.domain)));
}

/** Looks the company up again, replaces the cached result and records the refresh. */
export async function refreshEnrichment(deps: Deps, caller: Caller, companyId: string): Promise<EnrichmentState> {
  const p = await prepare(deps, caller, companyId);
  if ("state" in p) return p.state;
  const result = await p.provider.lookup(p.domain);
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: enrichmentCache.status, fetchedAt: enrichmentCache.fetchedAt })
      .from(enrichmentCache)
      .where(eq(enrichmentCache.companyId, companyId))
      .for("update");
    const row = await store(tx, caller.orgId, companyId, p.domain, result);
    await recordChange(tx, caller, {
      entityType: "enrichment",
      entityId: companyId,
      label: p.company.name,
      action: "updated",
      changes: {
        status: { from: before?.status ?? null, to: row.status },
        fetchedAt: { from: before?.fetchedAt.toISOString() ?? null, to: row.fetchedAt.toISOString() },
      },
      parent: { type: "company", id: companyId },
    });
    return toState(row);
  });
}
