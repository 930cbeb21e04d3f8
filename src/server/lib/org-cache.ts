import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { companyAnalyticsCache } from "../db/schema";
import { preparedPerDb } from "./db-helpers";
import { freshReads } from "./fresh-read";
import type { Context } from "hono";
import { jsonBytes, sendJsonText, type Json, type JsonBytes, type JsonText } from "./json-text";

/**
 * The organisation's data versions, counters that statement triggers bump in the same
 * transaction as every change (they live on the analytics cache row):
 * - `pipeline`: companies, their POCs, POC names, equity investments and funds (migrations 0002, 0015);
 * - `lps`: LPs, LP boards, subboards, CRM rows, POC names and funds (migration 0016);
 * - `people`: the network's people (their last meeting included) and POC names (migration 0019);
 * - `comments`: comments, reminders and notes, their authors' and companies' names (migration 0020);
 * - `ledger`: capital calls, allocations, payments, distributions and NAV snapshots (migration 0038);
 * - `notifications`: every member's notifications and notification settings (migration 0041);
 * - `search`: what only search reads: tickets, documents, deck analyses, custom field definitions (migration 0043).
 */
export type DataVersion = "pipeline" | "lps" | "people" | "comments" | "ledger" | "notifications" | "search";

const versionsQuery = preparedPerDb((db) =>
  db
    .select({
      pipeline: companyAnalyticsCache.version,
      lps: companyAnalyticsCache.lpVersion,
      people: companyAnalyticsCache.peopleVersion,
      comments: companyAnalyticsCache.commentsVersion,
      ledger: companyAnalyticsCache.ledgerVersion,
      notifications: companyAnalyticsCache.notificationsVersion,
      search: companyAnalyticsCache.searchVersion,
    })
    .from(companyAnalyticsCache)
    .where(eq(companyAnalyticsCache.orgId, sql.placeholder("orgId")))
    .prepare("org_data_versions"),
);

type Versions = Record<DataVersion, number>;

async function loadVersions(db: Db, orgId: string): Promise<Versions> {
  let [row] = await versionsQuery(db).execute({ orgId });
  if (!row) {
    await db.insert(companyAnalyticsCache).values({ orgId }).onConflictDoNothing();
    [row] = await versionsQuery(db).execute({ orgId });
  }
  return row;
}

/**
 * The organisation's versions as read by a query sent after the call, so that every change
 * committed before a request is counted; requests arriving together share such reads, so under
 * load an organisation's cached responses cost one or two version queries at a time, not one each.
 */
const versionReads = preparedPerDb((db) => freshReads((orgId) => loadVersions(db, orgId)));

/**
 * One version, or the sum of several (figures that follow more than one kind of data): every
 * counter only grows, so the sum moves whenever one of them does.
 */
export async function dataVersion(db: Db, orgId: string, which: DataVersion | readonly DataVersion[]): Promise<number> {
  const row = await versionReads(db)(orgId);
  return typeof which === "string" ? row[which] : which.reduce((sum, w) => sum + row[w], 0);
}

const cacheRowQuery = preparedPerDb((db) =>
  db
    .select({
      version: companyAnalyticsCache.version,
      /** The cached figures as JSON text, sent as they are. */
      data: sql<string | null>`${companyAnalyticsCache.data}::text`,
      /** Seconds since the figures were computed, by the database clock. */
      age: sql<number | null>`extract(epoch from now() - ${companyAnalyticsCache.computedAt})::float8`,
    })
    .from(companyAnalyticsCache)
    .where(eq(companyAnalyticsCache.orgId, sql.placeholder("orgId")))
    .prepare("company_analytics_cache_row"),
);

/** The organisation's analytics cache row (version, cached figures), created on first use. */
export async function analyticsCacheRow(db: Db, orgId: string) {
  let [row] = await cacheRowQuery(db).execute({ orgId });
  if (!row) {
    await db.insert(companyAnalyticsCache).values({ orgId }).onConflictDoNothing();
    [row] = await cacheRowQuery(db).execute({ orgId });
  }
  return row;
}

type Entry = { version: number; bytes: Uint8Array; at: number };

type CacheOptions = {
  /** Which data version (or versions) the entries follow. */
  follows: DataVersion | readonly DataVersion[];
  /** Memory for entries; 0 turns the cache off (PIPELINE_CACHE_MB=0). */
  maxBytes: number;
  /** For figures that move with the clock as well (age buckets, "last 30 days"). */
  maxAgeMs?: number;
};

/**
 * Responses (pipeline pages and boards, portfolio figures, LP lists) kept in memory per
 * organisation and query while the organisation's data version is unchanged: they are read far
 * more often than they change. The version is read from the database on every request, so
 * several server processes stay correct, each with its own entries. Requests that miss together
 * share one computation; the least recently used entries go first beyond `maxBytes`. Entries are
 * kept encoded, so a hit is written to the socket as it is.
 */
export function createOrgCache(db: Db, { follows, maxBytes, maxAgeMs = Infinity }: CacheOptions) {
  if (maxBytes <= 0)
    return async <T>(_orgId: string, _query: string, compute: () => Promise<Json<T>>): Promise<JsonBytes<T>> => jsonBytes(await compute());
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Uint8Array>>();
  let bytes = 0;

  const forget = (key: string) => {
    const old = entries.get(key);
    if (old) bytes -= old.bytes.byteLength;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    const current = entries.get(key);
    if (current && current.version > entry.version) return;
    forget(key);
    if (entry.bytes.byteLength > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes.byteLength;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  return async function cached<T>(orgId: string, query: string, compute: () => Promise<Json<T>>): Promise<JsonBytes<T>> {
    const version = await dataVersion(db, orgId, follows);
    const key = `${orgId} ${query}`;
    const hit = entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < maxAgeMs) {
      entries.delete(key); // most recently used goes last
      entries.set(key, hit);
      return hit.bytes;
    }
    const flightKey = `${key} ${version}`;
    let flight = inFlight.get(flightKey);
    if (!flight) {
      // Stored under the version read before computing: a change that lands meanwhile has a
      // higher version, so the next request recomputes.
      const at = Date.now();
      flight = compute()
        .then((text) => {
          const entry = { version, bytes: jsonBytes(text), at };
          store(key, entry);
          return entry.bytes;
        })
        .finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, flight);
    }
    return flight;
  };
}

export type OrgCache = ReturnType<typeof createOrgCache>;

/** Answers with `compute()` as JSON, kept in `cache` under the organisation and `key`. */
export const sendCached = async <T>(c: Context, cache: OrgCache, orgId: string, key: string, compute: () => Promise<T>) =>
  sendJsonText(c, await cache(orgId, key, async (): Promise<JsonText<T>> => JSON.stringify(await compute())));
