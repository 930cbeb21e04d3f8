import { sql } from "drizzle-orm";
import { searchTypes, type SearchQuery, type SearchResponse, type SearchResult, type SearchType } from "@shared/schemas/search";
import type { Db } from "../../db/client";
import type { Caller } from "../../lib/context";
import { sources } from "./search-sources";
import { BODY_RANK, snippet, termsOf } from "./search-terms";

type Row = Omit<SearchResult, "highlight"> & { highlight: string | null };

const typesOf = (types: string | undefined): SearchType[] =>
  types ? searchTypes.filter((t) => types.split(",").some((x) => x.trim() === t)) : [...searchTypes];

/**
 * The one search over every record of the caller's organisation, ranked in SQL: exact, prefix,
 * word start, contains, fuzzy on names, then body text with a snippet. `limit` rows per type.
 */
export async function search(db: Db, caller: Caller, query: SearchQuery): Promise<SearchResponse> {
  const q = query.q.trim();
  if (!q) return { items: [] };
  const t = termsOf(q);
  const parts = typesOf(query.types).flatMap((type) => sources[type].map((source) => source(caller.orgId, t, query.limit)));
  // Each source is cut to `limit` already; a type with two (a note's title and its text) is cut again here,
  // and a record found by two of them (a name and a custom field) is listed once, by its best match.
  const res = await db.execute<Row>(sql`select type, id, title, subtitle, url,
      case when rank = ${sql.raw(String(BODY_RANK))} and body is not null then ${snippet(sql`body`, t)} end as highlight
    from (select u.*, row_number() over (partition by type order by rank, score desc, length(title), lower(title), id) as n
      from (select distinct on (type, id) * from (${sql.join(parts, sql` union all `)}) u0 order by type, id, rank) u) ranked
    where n <= ${query.limit}
    order by rank, score desc, length(title), lower(title), id`);
  return { items: res.rows.map((r) => ({ ...r, highlight: r.highlight && r.highlight.replace(/\s+/g, " ").trim() })) };
}
