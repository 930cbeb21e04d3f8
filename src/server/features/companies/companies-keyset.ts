import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { Placeholder } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { CompanySort } from "@shared/constants/pipeline";
import { companies } from "../../db/schema";
import { customSortExpression, customSortKey } from "../../lib/custom-fields/filters";
import { readCursor, timeKeyText } from "../../lib/keyset-cursor";
import { isoFromEpoch } from "../../lib/epoch-time";

// Keyset pages of the companies list, its groups, the board's columns and the export.

type SortColumns = { name: PgColumn; valuation: PgColumn; revenue: PgColumn; createdAt: PgColumn; customFields: PgColumn };
/** A built-in sort or a custom field's (`cf.<key>`, checked by customListParts). */
export type ListSort = CompanySort | (string & {});

/** The sort key of each sort (ties broken by id in the same direction). */
const sortKey = (t: SortColumns, sort: ListSort): SQL | PgColumn => {
  const custom = customSortKey(sort);
  if (custom) return customSortExpression(t.customFields, custom);
  switch (sort.replace(/^-/, "")) {
    case "name":
      return sql`lower(${t.name})`;
    case "valuation":
      return sql`coalesce(${t.valuation}, -1)`;
    case "revenue":
      return sql`coalesce(${t.revenue}, -1)`;
    default:
      return t.createdAt;
  }
};

/**
 * Where a page starts: after the (sort key, id) a cursor carries (lib/keyset-cursor.ts), or after
 * the row of a bare id, looked up (what the list gave before, and for keys too long for a URL).
 */
export type After = { key: string | Placeholder; id: string | Placeholder } | { rowId: string | Placeholder };

/** A request's cursor as a page start; a 400 naming `cursor` for one the list did not give. */
export function pageStart(cursor: string | undefined): After | undefined {
  if (!cursor) return undefined;
  const [key, id] = readCursor(cursor);
  return key === null ? { rowId: id } : { key, id };
}

/**
 * A sort key as text that casts back to the same value: ISO 8601 in UTC for times, PostgreSQL's own
 * text for the others.
 */
export const sortKeyText = (sort: ListSort) =>
  sortKeyType(sort) === "timestamptz" ? timeKeyText(companies.createdAt) : sql`(${sortKey(companies, sort)})::text`;

const sortKeyType = (sort: ListSort) => {
  if (customSortKey(sort)) return "jsonb";
  const bare = sort.replace(/^-/, "");
  return bare === "name" ? "text" : bare === "valuation" || bare === "revenue" ? "bigint" : "timestamptz";
};

/**
 * The select-list column that carries each row's sort key for the next page's cursor. Cards read
 * as columns (`asJson` false) carry created_at as epochText already: for the time sort the key is
 * null and cardSortKey writes it from that, instead of a to_char on every row. No other key is null.
 */
export const sortKeyColumn = (sort: ListSort, asJson: boolean) =>
  !asJson && sortKeyType(sort) === "timestamptz" ? sql`null::text as sort_key` : sql`${sortKeyText(sort)} as sort_key`;

/** A card row's sort key as cursor text (see sortKeyColumn). */
export const cardSortKey = (row: { sort_key: string | null; created_at?: string }) => row.sort_key ?? isoFromEpoch(row.created_at!, 6);

/** The keyset condition and order of a page: (sort key, id) after the page start. */
export function keyset(orgId: string | Placeholder, sort: ListSort, start?: After) {
  const descending = sort.startsWith("-");
  const key = sortKey(companies, sort);
  let from: SQL | undefined;
  if (start && "rowId" in start) {
    const cur = alias(companies, "cur");
    from = sql`(select ${sortKey(cur, sort)}, ${cur.id} from companies as cur where ${cur.id} = ${start.rowId} and ${cur.orgId} = ${orgId})`;
  } else if (start) from = sql`(cast(${start.key} as ${sql.raw(sortKeyType(sort))}), cast(${start.id} as uuid))`;
  const after = from && (descending ? sql`(${key}, ${companies.id}) < ${from}` : sql`(${key}, ${companies.id}) > ${from}`);
  const order = descending ? [desc(key), desc(companies.id)] : [asc(key), asc(companies.id)];
  return { after, order };
}

/** A board column's order: newest first (the index companies_org_stage_created_idx). */
export const boardSort = "-createdAt";
