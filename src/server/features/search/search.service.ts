import { and, eq, inArray, sql } from "drizzle-orm";
import { searchableTypes } from "@shared/constants/custom-fields";
import { searchTypes, type SearchQuery, type SearchResponse, type SearchType } from "@shared/schemas/search";
import type { Db } from "../../db/client";
import type { Caller } from "../../lib/context";
import { preparedPerDb } from "../../lib/db-helpers";
import { customFields } from "../../db/schema";
import { fieldSources, sources, type FieldEntity } from "./search-sources";
import { BODY_RANK, snippet, termsOf, type Terms } from "./search-terms";

const typesOf = (types: string | undefined): SearchType[] =>
  types ? searchTypes.filter((t) => types.split(",").some((x) => x.trim() === t)) : [...searchTypes];

/**
 * The search statement of one shape (the types asked for, and what the term holds: three letters or
 * more, the people list's separator, a JSON-escaped character), with the organisation, the term and
 * `limit` as placeholders, built once per shape and database instead of on every keystroke.
 *
 * It is deliberately not prepared under a name: PostgreSQL would then settle on a generic plan after
 * five executions, and every tier here needs the term's selectivity. A word start most names have ("m")
 * is best found by walking the name index, a rare one ("a" among LP names) through the trigram index; a
 * generic plan walks the name index for both, and a rare word in comments made it walk all 100,000 of
 * them (issue 41, decision 018: 220 ms instead of 12). So each request is still planned with its values.
 */
function statement(db: Db, types: SearchType[], t: Terms, withFields: Set<FieldEntity>) {
  const org = sql.placeholder("org");
  const limit = sql.placeholder("limit");
  const parts = types.flatMap((type) =>
    [...sources[type], ...(withFields.has(type as FieldEntity) ? [fieldSources[type as FieldEntity]] : [])].map((source) =>
      source(org, t, limit),
    ),
  );
  // Each source is cut to `limit` already; a type with two (a note's title and its text) is cut again here,
  // and a record found by two of them (a name and a custom field) is listed once, by its best match.
  return db
    .select({
      type: sql<SearchType>`type`,
      id: sql<string>`id`,
      title: sql<string>`title`,
      subtitle: sql<string | null>`subtitle`,
      url: sql<string>`url`,
      highlight: sql<string | null>`case when rank = ${sql.raw(String(BODY_RANK))} and body is not null then ${snippet(sql`body`, t)} end`,
    })
    .from(
      sql`(select u.*, row_number() over (partition by type order by rank, score desc, length(title), lower(title), id) as n
        from (select distinct on (type, id) * from (${sql.join(parts, sql` union all `)}) u0 order by type, id, rank) u) ranked`,
    )
    .where(sql`n <= ${limit}`)
    .orderBy(sql`rank, score desc, length(title), lower(title), id`)
    .prepare("");
}

/** The record types whose organisation has text custom fields to search (a three-letter term or more). */
async function typesWithTextFields(db: Db, orgId: string, t: Terms): Promise<Set<FieldEntity>> {
  if (!t.long) return new Set();
  const rows = await db
    .selectDistinct({ entity: customFields.entity })
    .from(customFields)
    .where(and(eq(customFields.orgId, orgId), eq(customFields.archived, false), inArray(customFields.type, [...searchableTypes])));
  return new Set(rows.map((r) => r.entity).filter((e): e is FieldEntity => e in fieldSources));
}

/** What makes two searches the same answer: the trimmed term, the types asked for and the limit. */
export const searchCacheKey = (query: SearchQuery) => JSON.stringify([query.q.trim(), typesOf(query.types), query.limit]);

/** The prepared statements of one database, by shape. */
const statements = preparedPerDb(() => new Map<string, ReturnType<typeof statement>>());

/**
 * The one search over every record of the caller's organisation, ranked in SQL: exact, prefix,
 * word start, contains, fuzzy on names, then body text with a snippet. `limit` rows per type.
 */
export async function search(db: Db, caller: Caller, query: SearchQuery): Promise<SearchResponse> {
  const q = query.q.trim();
  if (!q) return { items: [] };
  const { terms, values } = termsOf(q);
  const types = typesOf(query.types);
  const withFields = await typesWithTextFields(db, caller.orgId, terms);
  const shape = `${types.join()} ${+terms.long}${+terms.separator}${+terms.jsonEscaped} ${[...withFields].sort().join()}`;
  const byShape = statements(db);
  let prepared = byShape.get(shape);
  if (!prepared) byShape.set(shape, (prepared = statement(db, types, terms, withFields)));
  const rows = await prepared.execute({ ...values, org: caller.orgId, limit: query.limit });
  return { items: rows.map((r) => ({ ...r, highlight: r.highlight && r.highlight.replace(/\s+/g, " ").trim() })) };
}
