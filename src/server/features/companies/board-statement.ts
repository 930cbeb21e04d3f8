import { sql } from "drizzle-orm";
import { BOARD_PER_STAGE } from "@shared/schemas/companies";
import { pipelineStages } from "@shared/constants/pipeline";
import type { Db } from "../../db/client";
import { companies, companyStageCounts } from "../../db/schema";
import { preparedRows } from "../../lib/db-helpers";
import { boardSort, sortKeyColumn } from "./companies-keyset";
import { cardColumns, cardsAsJson, fieldPlaceholders, fieldValues, stageArray, type CardRow } from "./companies-query";
import { cardTextsKept, refsOfStages, stageKeys, type CardRef } from "./card-cache";

/** A card row (or reference) of the unfiltered board, with its stage's trigger-kept totals. */
export type PlainBoardRow = (CardRow | CardRef) & {
  sort_key: string | null;
  stage_n: number | null;
  stage_valuation: string | number | null;
};

const ph = sql.placeholder;

/**
 * The board with no search or filter, as the app opens it, as one prepared statement: for each
 * stage, an index scan of its newest cards and its counters row. Two statements sent in parallel
 * cost two round trips, and planning the lateral join took as long as running it; right after a
 * change, when every reader computes the board, that was a third of its cost. The stages and the
 * limit are written into the statement: with them as parameters PostgreSQL cannot cost the generic
 * plan and plans every execution again. One statement per projection of the custom fields (all,
 * none, or n keys as placeholders) and with or without the Portfolio column.
 */
function plainBoardStatement(shape: "all" | number, stages: readonly string[], name: string) {
  const keys = shape === "all" ? undefined : fieldPlaceholders(shape);
  return preparedRows<PlainBoardRow>(
    name,
    (db) => sql`select l.*, t.n as stage_n, t.valuation_sum as stage_valuation from unnest(${stageArray(stages)}) as s(stage)
      left join ${companyStageCounts} as t on t.org_id = ${ph("orgId")} and t.stage = s.stage
      cross join lateral (
        select ${cardColumns(keys, cardsAsJson(db))}, ${sortKeyColumn(boardSort, cardsAsJson(db))} from ${companies}
        where ${companies.orgId} = ${ph("orgId")} and ${companies.stage} = s.stage
        order by ${companies.createdAt} desc, ${companies.id} desc limit ${sql.raw(String(BOARD_PER_STAGE + 1))}
      ) as l`,
  );
}

/** As plainBoardStatement, with each stage's cards as the keys of their texts kept in memory (card-cache.ts). */
function plainBoardKeysStatement(stages: readonly string[], name: string) {
  return preparedRows<Omit<PlainBoardRow, keyof CardRef> & { stage: string; keys: string | null }>(
    name,
    sql`select s.stage, t.n as stage_n, t.valuation_sum as stage_valuation,
      ${stageKeys(sql`${companies.orgId} = ${ph("orgId")} and ${companies.stage} = s.stage`, BOARD_PER_STAGE + 1)}
      from unnest(${stageArray(stages)}) as s(stage) left join ${companyStageCounts} as t on t.org_id = ${ph("orgId")} and t.stage = s.stage`,
  );
}

const statements = new Map<string, ReturnType<typeof plainBoardStatement>>();
const keyStatements = new Map<string, ReturnType<typeof plainBoardKeysStatement>>();

/**
 * The newest BOARD_PER_STAGE + 1 cards of each stage and each stage's totals, unfiltered (the
 * "+1" tells whether a column has more).
 */
export async function plainBoardRows(
  db: Db,
  orgId: string,
  excludePortfolio: boolean,
  fields: string[] | undefined,
): Promise<PlainBoardRow[]> {
  const stages = pipelineStages.filter((s) => !(excludePortfolio && s === "Portfolio"));
  const active = excludePortfolio ? "_active" : "";
  if (cardTextsKept(db)) {
    const name = `board_keys${active}`;
    let statement = keyStatements.get(name);
    if (!statement) keyStatements.set(name, (statement = plainBoardKeysStatement(stages, name)));
    return refsOfStages(await statement(db)({ orgId }));
  }
  const shape = fields ? fields.length : "all";
  const name = `board_plain_${shape}${active}`;
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = plainBoardStatement(shape, stages, name)));
  return statement(db)({ orgId, ...fieldValues(fields) });
}
