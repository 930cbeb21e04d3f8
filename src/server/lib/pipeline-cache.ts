import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { companyAnalyticsCache } from "../db/schema";
import { preparedPerDb } from "./db-helpers";
import { jsonBytes, type JsonBytes, type JsonText } from "./json-text";

/**
 * The organisation's pipeline version: a counter that statement triggers bump in the same
 * transaction as every change to its companies, their POCs and POC names (migration 0002;
 * it lives on the analytics cache row, which depends on exactly the same data).
 */
export async function pipelineVersion(db: Db, orgId: string): Promise<number> {
  return (await analyticsCacheRow(db, orgId)).version;
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

/**
 * Pipeline responses (table pages, board columns) kept in memory per organisation and query
 * while the organisation's pipeline version is unchanged: the board is read far more often
 * than it changes. The version is read from the database on every request, so several server
 * processes stay correct, each with its own entries. Requests that miss together share one
 * computation; the least recently used entries go first beyond `maxBytes` (0: no cache).
 * Entries are kept encoded, so a hit is written to the socket as it is. Figures that move
 * with the clock as well (age buckets, "last 30 days") pass `maxAgeMs`.
 */
export function createPipelineCache(db: Db, maxBytes = 32 * 1024 * 1024, maxAgeMs = Infinity) {
  if (maxBytes <= 0)
    return async <T>(_orgId: string, _query: string, compute: () => Promise<JsonText<T>>): Promise<JsonBytes<T>> =>
      jsonBytes(await compute());
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

  return async function cached<T>(orgId: string, query: string, compute: () => Promise<JsonText<T>>): Promise<JsonBytes<T>> {
    const version = await pipelineVersion(db, orgId);
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
