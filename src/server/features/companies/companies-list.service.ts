import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Placeholder } from "drizzle-orm";
import { preparedRows } from "../../lib/db-helpers";
import { z } from "zod";
import { companySorts, pipelineStages, type StageFilter } from "@shared/constants/pipeline";
import { BOARD_PER_STAGE, type Board, type boardQuery, type CompanyList, type companyListQuery } from "@shared/schemas/companies";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { jsonArrayPieces, jsonObjectPieces, joinJson, type Json, type JsonPiece } from "../../lib/json-text";
import { fieldsOf } from "../../lib/custom-fields/definitions";
import { customListParts, type CfFilter } from "../../lib/custom-fields/filters";
import {
  cardFieldKeys,
  type CompanyFilters,
  cardsAsJson,
  fieldPlaceholders,
  fieldValues,
  stageArray,
  stageCountersJson,
  companyFilters,
  countByStage,
  totalsByStage,
  type CardRow,
  type StageTotals,
  unfiltered,
} from "./companies-query";
import { plainBoardRows, type PlainBoardRow } from "./board-statement";
import { pageCursor } from "../../lib/keyset-cursor";
import { boardSort, cardSortKey, keyset, pageStart, type After, type ListSort } from "./companies-keyset";
import { cardTextsKept, cardTextsOf, pageColumns, refsOfStages, stageKeys, textsInOrder, type CardRef } from "./card-cache";

type ListQuery = z.output<typeof companyListQuery>;
type BoardQuery = z.output<typeof boardQuery>;
export const stageCondition = (stage: StageFilter, value: string | Placeholder = stage): SQL | undefined =>
  stage === "all" ? undefined : stage === "active" ? ne(companies.stage, "Passed") : eq(companies.stage, value);

const stageMatches = (filter: StageFilter, stage: string) =>
  filter === "all" || (filter === "active" ? stage !== "Passed" : stage === filter);

/**
 * One page of cards in the given order, as JSON text, and the cursor of the next page; `also`,
 * a column computed once beside the page (its value from the first row).
 */
async function cardPage(db: Db, orgId: string, where: SQL, sort: ListSort, limit: number, start?: After, fields?: string[], also?: SQL) {
  const { after, order } = keyset(orgId, sort, start);
  const { rows } = await db.execute<PageRow>(
    sql`select ${pageColumns(db, fields, sort)}${also ? sql`, ${also} as also` : sql``}
      from ${companies} where ${and(where, after)} order by ${sql.join(order, sql`, `)} limit ${limit + 1}`,
  );
  return pageOf(db, orgId, fields, rows, limit);
}

type PageRow = (CardRow | CardRef) & { sort_key: string | null; also?: string };

/** A page's JSON from its limit + 1 rows (the "+1" tells whether there is a next page). */
async function pageOf(db: Db, orgId: string, fields: string[] | undefined, rows: PageRow[], limit: number) {
  const items = rows.slice(0, limit);
  const texts = await cardTextsOf(db, orgId, fields, items);
  return { items: jsonArrayPieces(textsInOrder(items, texts)), nextCursor: nextCursor(rows, limit), also: rows[0]?.also };
}

/** The cursor after a page's last row, when the limit + 1 rows read say there is a next page. */
const nextCursor = (rows: PageRow[], limit: number) =>
  rows.length > limit ? pageCursor(cardSortKey(rows[limit - 1]), rows[limit - 1].id) : null;

/** The page sizes the app asks for (grouped view, API default, table): prepared for the unfiltered list. */
const preparedLimits = new Set([20, 50, 100]);
const MAX_LIST_STATEMENTS = 64;
const listStatements = new Map<string, ReturnType<typeof preparedRows<PageRow>>>();

/**
 * The unfiltered list with a built-in sort as a prepared statement (PostgreSQL plans it once per
 * connection instead of on every request), or undefined for other requests. Like the board, the
 * limit is written in, so that the generic plan can be costed; the stage, cursor and keys are
 * placeholders. At most MAX_LIST_STATEMENTS shapes are prepared: the page size and the custom field
 * keys come from the request.
 */
function plainListStatement(db: Db, q: ListQuery, fields: string[] | undefined, start: After | undefined) {
  // A bare id (looked up) is rare: it is not worth statements of its own.
  if (!preparedLimits.has(q.limit) || !(companySorts as readonly string[]).includes(q.sort) || (start && "rowId" in start))
    return undefined;
  const stageKind = q.stage === "all" || q.stage === "active" ? q.stage : "one";
  // References do not depend on the custom fields a card carries.
  const projection = cardTextsKept(db) ? "ref" : fields ? fields.length : "all";
  const name = `list_${q.sort}_${stageKind}_${q.excludePortfolio ? "x" : ""}_${projection}_${start ? "k" : ""}_${q.limit}`;
  let statement = listStatements.get(name);
  if (!statement) {
    if (listStatements.size >= MAX_LIST_STATEMENTS) return undefined;
    const ph = sql.placeholder;
    const { after, order } = keyset(ph("orgId"), q.sort, start && { key: ph("cursorKey"), id: ph("cursorId") });
    const where = and(
      eq(companies.orgId, ph("orgId")),
      q.excludePortfolio ? ne(companies.stage, "Portfolio") : undefined,
      stageCondition(q.stage, ph("stage")),
      after,
    );
    const keys = fields && fieldPlaceholders(fields.length);
    listStatements.set(
      name,
      (statement = preparedRows(
        name,
        (db) => sql`select ${pageColumns(db, keys, q.sort)}, ${stageCountersJson(ph("orgId"), q.excludePortfolio)} as also
          from ${companies} where ${where} order by ${sql.join(order, sql`, `)} limit ${sql.raw(String(q.limit + 1))}`,
      )),
    );
  }
  return statement;
}

const columnPieces = (stage: string, totals: StageTotals[string] | undefined, page: { items: JsonPiece; nextCursor: string | null }) =>
  jsonObjectPieces({
    stage: JSON.stringify(stage),
    total: String(totals?.n ?? 0),
    totalValuation: String(totals?.valuation ?? 0),
    items: page.items,
    nextCursor: JSON.stringify(page.nextCursor),
  });

/** The SQL conditions of a request's `cf.<key>` filters (checked against the organisation's company fields; 400 otherwise). */
export const customConditions = async (db: Db, caller: Caller, cf: CfFilter[], sort = "") =>
  (await customListParts(() => fieldsOf(db, caller.orgId, "company"), companies.customFields, cf, sort)).conditions;

/**
 * Search, filters, sort and cursor pages of cards, with per-stage counts for the same
 * search; as JSON of companyListSchema (text, or bytes when it copied kept card texts in).
 */
export async function listCompanies(db: Db, caller: Caller, q: ListQuery, cf: CfFilter[] = []): Promise<Json<CompanyList>> {
  q = { ...q, custom: await customConditions(db, caller, cf, q.sort) } as ListQuery;
  const start = pageStart(q.cursor);
  const fields = cardFieldKeys(q.fields);
  // Built only when the prepared statement does not serve the request (it is on the hot path).
  const where = () => and(companyFilters(caller.orgId, q), stageCondition(q.stage))!;
  let page: Awaited<ReturnType<typeof cardPage>>;
  let stageCounts: Record<string, number>;
  if (unfiltered(q)) {
    // Unfiltered, the counts are the trigger-kept counters: read in the page's statement (one round
    // trip, not two); an empty page has no row to carry them.
    const statement = plainListStatement(db, q, fields, start);
    const cursorValues = start && "key" in start ? { cursorKey: start.key, cursorId: start.id } : {};
    page = statement
      ? await pageOf(
          db,
          caller.orgId,
          fields,
          await statement(db)({ orgId: caller.orgId, stage: q.stage, ...cursorValues, ...fieldValues(fields) }),
          q.limit,
        )
      : await cardPage(db, caller.orgId, where(), q.sort, q.limit, start, fields, stageCountersJson(caller.orgId, q.excludePortfolio));
    stageCounts = page.also !== undefined ? (JSON.parse(page.also) as Record<string, number>) : await countByStage(db, caller.orgId, q);
  } else
    [page, stageCounts] = await Promise.all([
      cardPage(db, caller.orgId, where(), q.sort, q.limit, start, fields),
      countByStage(db, caller.orgId, q as CompanyFilters),
    ]);
  const total = Object.entries(stageCounts).reduce((n, [stage, c]) => n + (stageMatches(q.stage, stage) ? c : 0), 0);
  return joinJson(
    jsonObjectPieces({
      items: page.items,
      total: String(total),
      stageCounts: JSON.stringify(stageCounts),
      nextCursor: JSON.stringify(page.nextCursor),
    }),
  );
}

/**
 * The first cards of every stage column (newest first) and each column's count; or the
 * next page of one column. JSON of boardSchema (as listCompanies).
 */
export async function getBoard(db: Db, caller: Caller, query: BoardQuery, cf: CfFilter[] = []): Promise<Json<Board>> {
  const q: BoardQuery & CompanyFilters = { ...query, custom: await customConditions(db, caller, cf) };
  const fields = cardFieldKeys(q.fields);
  const stages = pipelineStages.filter((s) => !(q.excludePortfolio && s === "Portfolio"));
  // One prepared statement saves a round trip and a plan on PostgreSQL; the embedded database has
  // neither to save, and decoding the counters on every row costs more there than a second statement.
  if (!q.stage && q.perStage === BOARD_PER_STAGE && !cardsAsJson(db) && unfiltered(q))
    return boardText(db, caller.orgId, fields, stages, await plainBoardRows(db, caller.orgId, q.excludePortfolio, fields), q.perStage);
  const base = companyFilters(caller.orgId, q);
  if (q.stage) {
    const stage = q.stage;
    const [page, totals] = await Promise.all([
      cardPage(db, caller.orgId, and(base, eq(companies.stage, stage))!, boardSort, q.perStage, pageStart(q.cursor), fields),
      totalsByStage(db, caller.orgId, q),
    ]);
    return joinJson(jsonObjectPieces({ columns: jsonArrayPieces([columnPieces(stage, totals[stage], page)]) }));
  }
  // For each stage, an index scan of its newest perStage + 1 cards (the "+1" tells whether there is more).
  const inStage = sql`${base} and ${companies.stage} = s.stage`;
  const [cards, totals] = await Promise.all([
    cardTextsKept(db)
      ? db
          .execute<{ stage: string; keys: string | null }>(
            sql`select s.stage, ${stageKeys(inStage, q.perStage + 1)} from unnest(${stageArray(stages)}) as s(stage)`,
          )
          .then((r) => refsOfStages(r.rows))
      : db
          .execute<PageRow>(
            sql`select l.* from unnest(${stageArray(stages)}) as s(stage) cross join lateral (
            select ${pageColumns(db, fields, boardSort)} from ${companies} where ${inStage}
            order by ${companies.createdAt} desc, ${companies.id} desc limit ${q.perStage + 1}) l`,
          )
          .then((r) => r.rows),
    totalsByStage(db, caller.orgId, q),
  ]);
  return boardText(db, caller.orgId, fields, stages, cards, q.perStage, totals);
}

/** The board's JSON from each stage's first perStage + 1 cards (the "+1" tells whether there is more); totals from the rows when not given. */
async function boardText(
  db: Db,
  orgId: string,
  fields: string[] | undefined,
  stages: readonly string[],
  rows: (PageRow | PlainBoardRow)[],
  perStage: number,
  totals?: StageTotals,
): Promise<Json<Board>> {
  const inStages = stages.map((stage) => rows.filter((r) => r.stage === stage));
  // One read for the cards not in memory, of every column.
  const texts = await cardTextsOf(
    db,
    orgId,
    fields,
    inStages.flatMap((inStage) => inStage.slice(0, perStage)),
  );
  const columns = stages.map((stage, i) => {
    const inStage = inStages[i];
    const first = inStage[0] as PlainBoardRow | undefined;
    const stageTotals = totals ? totals[stage] : first && { n: Number(first.stage_n ?? 0), valuation: Number(first.stage_valuation ?? 0) };
    const items = jsonArrayPieces(textsInOrder(inStage.slice(0, perStage), texts));
    return columnPieces(stage, stageTotals, { items, nextCursor: nextCursor(inStage, perStage) });
  });
  return joinJson(jsonObjectPieces({ columns: jsonArrayPieces(columns) }));
}
