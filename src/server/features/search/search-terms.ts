import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { escapeLike } from "../../lib/like";
import { searchSeparator } from "../../db/schema";

/**
 * The typed text in every form the ranking needs, as placeholders of a prepared statement (`values` fills
 * them); LIKE's `%`, `_` and `\\` are escaped, so they match themselves. The rest decides the statement's shape.
 */
export type Terms = {
  raw: Placeholder;
  prefix: Placeholder;
  word: Placeholder;
  contains: Placeholder;
  /** Three letters or digits in a row: trigram indexes can narrow the search, so contains, fuzzy and body matches run. */
  long: boolean;
  /** The term holds the people list's column separator: the list's search text cannot be used. */
  separator: boolean;
  /** The term holds `"` or `\\`, which JSON text escapes: custom field values are not prefiltered on it. */
  jsonEscaped: boolean;
};

type TermValues = { raw: string; prefix: string; word: string; contains: string };

export function termsOf(q: string): { terms: Terms; values: TermValues } {
  const e = escapeLike(q);
  return {
    terms: {
      raw: sql.placeholder("raw"),
      prefix: sql.placeholder("prefix"),
      word: sql.placeholder("word"),
      contains: sql.placeholder("contains"),
      long: /[\p{L}\p{N}]{3}/u.test(q),
      separator: q.includes(searchSeparator),
      jsonEscaped: /["\\]/.test(q),
    },
    values: { raw: q, prefix: `${e}%`, word: `% ${e}%`, contains: `%${e}%` },
  };
}

/** Tiers, best first: 0 exact, 1 prefix, 2 word start, 3 contains, 4 fuzzy (trigram word similarity), 5 body text. */
export const BODY_RANK = 5;

/**
 * The tier of a name column. Short terms (one or two characters) only match names that start
 * with them (or one of their words): anything looser would match most rows.
 */
export function nameRank(col: SQL, t: Terms, otherwise: number = BODY_RANK): SQL {
  if (!t.long) return sql`case when lower(${col}) = lower(${t.raw}) then 0 when ${col} ilike ${t.prefix} then 1 else 2 end`;
  return sql`case when lower(${col}) = lower(${t.raw}) then 0 when ${col} ilike ${t.prefix} then 1 when ${col} ilike ${t.word} then 2
    when ${col} ilike ${t.contains} then 3 when ${t.raw} <% ${col} then 4 else ${sql.raw(String(otherwise))} end`;
}

/** Whether a name column matches at all; written so that the column's trigram index (gin_trgm_ops) serves it. */
export function nameMatch(col: SQL, t: Terms): SQL {
  if (!t.long) return sql`(${col} ilike ${t.prefix} or ${col} ilike ${t.word})`;
  return sql`(${col} ilike ${t.contains} or ${t.raw} <% ${col})`;
}

/** How close a name is, to order within a tier. */
export const nameScore = (col: SQL, t: Terms) => sql`word_similarity(${t.raw}, ${col})`;

/** About 160 characters of body text around the first match (the whole start when the match is not found verbatim). */
export const snippet = (body: SQL, t: Terms) => sql`(select case when pos = 0 then left(${body}, 160)
    else case when pos > 60 then '…' else '' end || substr(${body}, greatest(1, pos - 60), 160)
      || case when pos + 100 < length(${body}) then '…' else '' end end
  from (select strpos(lower(${body}), lower(${t.raw})) as pos) s)`;

/** A name column as the `(org_id, (lower(name) collate "C"))` indexes hold it: exact and prefix matches are index ranges. */
const nameKey = (col: SQL) => sql`(lower(${col}) collate "C")`;

export type TieredSource = {
  /** `select ... , ${rank} as rank, ${score} as score, ...` without from / where. */
  select: (rank: SQL, score: SQL) => SQL;
  /** `from ... join ...` */
  from: SQL;
  /** The organisation filter (and any other scope). */
  scope: SQL;
  /** The name column ranked. */
  col: SQL;
  /** A contains match outside the name (the people list's columns): ranked with contains (tier 3). */
  elsewhere?: SQL;
};

/**
 * One record type's best `limit` name matches, tier by tier (decision 018): exact, prefix, word start,
 * contains, fuzzy. Each tier is its own statement cut to `limit`, and the whole is cut to `limit` again,
 * so PostgreSQL stops after the first tiers that fill it: a common term ("bench", "martin") is answered
 * from the exact and prefix tiers, which are ranges of the `(org_id, lower(name) collate "C")` index,
 * without ranking the thousands of rows that merely contain it. Exact, prefix, word-start and contains rows
 * come in name order; fuzzy ones by word similarity, then shorter names, then name. Short terms stop at word starts.
 */
export function tiered(source: TieredSource, t: Terms, limit: Placeholder): SQL {
  const { col } = source;
  const key = nameKey(col);
  const score = nameScore(col, t);
  const exact = sql`${key} = lower(${t.raw})`;
  const prefix = sql`${key} like lower(${t.prefix})`;
  const word = sql`${col} ilike ${t.word}`;
  const contains = source.elsewhere ? sql`(${col} ilike ${t.contains} or ${source.elsewhere})` : sql`${col} ilike ${t.contains}`;
  const byName = sql`order by ${key}`;
  const byScore = sql`order by score desc, length(${col}), ${key}`;
  const tier = (rank: number, match: SQL, order: SQL) =>
    sql`(${source.select(sql.raw(String(rank)), score)} ${source.from} where ${source.scope} and ${match} ${order} limit ${limit})`;
  // Word-start and contains matches come in name order too: a term most names hold ("capital") is then
  // answered by walking the name index until `limit` rows match, instead of scoring every match.
  const tiers = [tier(0, exact, byName), tier(1, sql`${prefix} and not ${exact}`, byName), tier(2, sql`${word} and not ${prefix}`, byName)];
  if (t.long)
    tiers.push(
      tier(3, sql`${contains} and not ${word} and not ${prefix}`, byName),
      tier(4, sql`${t.raw} <% ${col} and not ${contains}`, byScore),
    );
  return sql`(select * from (${sql.join(tiers, sql` union all `)}) tiers limit ${limit})`;
}
