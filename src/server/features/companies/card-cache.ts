import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";
import { epochText } from "../../lib/epoch-time";
import type { JsonPiece } from "../../lib/json-text";
import { cardColumns, cardsAsJson, cardText, type CardRow } from "./companies-query";
import { sortKeyColumn, type ListSort } from "./companies-keyset";

// Card texts kept in memory by the version of their company's row (decision 049). A card is a
// function of its row alone (its custom field values, POCs and logo key are columns of it), so a
// text written for one version of a row is right for as long as that version is the one read:
// nothing has to drop it. Right after a change, when the pipeline's cached responses are gone and
// every reader computes its page, the page's statement reads which companies are on it and their
// row versions, and only the changed cards are written again. Before, every card of a 231-card
// board was read in full and written again (285 KB) by every reader after every edit.

/**
 * What a page reads of each card when texts are kept: the card itself comes from memory or from a
 * second statement. `card_key` is its key in memory (cardKey).
 */
export type CardRef = { id: string; stage: string; card_key: string; created_at: string };

/**
 * A row's version: xmin, the transaction that wrote this version of the row, changes on every
 * UPDATE however it is made (API, import, a trigger, a restore); `version` beside it so that a
 * transaction id that comes round again after four billion transactions cannot name an old text.
 */
const rowVersion = sql`${companies}.xmin::text || '.' || ${companies.version}`;

/** A card's key in memory: "id@row version@created_at as epochText" (the id first, 36 characters; the time last, for cursors). */
const cardKey = sql`${companies.id}::text || '@' || ${rowVersion} || '@' || ${epochText(companies.createdAt)}`;

/** Card texts as UTF-8 bytes; least recently used go first once keys and bytes pass maxBytes. */
export class CardTexts {
  private readonly texts = new Map<string, Uint8Array>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string) {
    const text = this.texts.get(key);
    if (text !== undefined) {
      this.texts.delete(key); // most recently used goes last
      this.texts.set(key, text);
    }
    return text;
  }

  set(key: string, text: Uint8Array) {
    this.forget(key);
    const size = key.length + text.byteLength;
    if (size > this.maxBytes) return;
    this.texts.set(key, text);
    this.bytes += size;
    for (const oldest of this.texts.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  get size() {
    return this.texts.size;
  }

  private forget(key: string) {
    const text = this.texts.get(key);
    if (text === undefined) return;
    this.bytes -= key.length + text.byteLength;
    this.texts.delete(key);
  }
}

const kept = new WeakMap<Db, CardTexts>();

/** Keeps card texts for this database's readers, in about maxBytes (CARD_CACHE_MB); 0 reads every card with its page. */
export function keepCardTexts(db: Db, maxBytes: number) {
  if (maxBytes <= 0) kept.delete(db);
  else if (!kept.has(db)) kept.set(db, new CardTexts(maxBytes));
}

/** Whether this database's card pages read references (CardRef) rather than whole cards. */
export const cardTextsKept = (db: Db) => kept.has(db);

/**
 * The select-list of a card page in the given sort: each card's reference, or the whole card when
 * texts are not kept; with the sort key for the cursor (sortKeyColumn). References carry created_at
 * as epoch text on both databases, so the time sort's key is written from it.
 */
export const pageColumns = (db: Db, fields: (string | Placeholder)[] | undefined, sort: ListSort) =>
  kept.has(db)
    ? sql`${companies.id} as id, ${companies.stage} as stage, ${cardKey} as card_key, ${epochText(companies.createdAt)} as created_at, ${sortKeyColumn(sort, false)}`
    : sql`${cardColumns(fields, cardsAsJson(db))}, ${sortKeyColumn(sort, cardsAsJson(db))}`;

/**
 * A board column's cards as one column, `keys`: their cardKeys in the board's order (newest
 * first), space-separated. Read as one row per stage instead of one per card: the driver took 1 ms
 * of CPU to read a board's 231 rows of references, more than the statement itself.
 */
export const stageKeys = (where: SQL, limit: number) =>
  sql`(select string_agg(k.key, ' ' order by k.created_at desc, k.id desc) from (
    select ${cardKey} as key, ${companies.createdAt} as created_at, ${companies.id} as id from ${companies}
    where ${where} order by ${companies.createdAt} desc, ${companies.id} desc limit ${sql.raw(String(limit))}) as k) as keys`;

type StageTotalsRow = { stage_n?: number | null; stage_valuation?: string | number | null };

/**
 * The references of stageKeys rows, one per card, with their stage's totals when the row has them.
 * Written out field by field: with the stage's row spread into each card, this was slower than
 * reading a row per card.
 */
export function refsOfStages(rows: ({ stage: string; keys: string | null } & StageTotalsRow)[]) {
  const refs: (CardRef & Required<StageTotalsRow> & { sort_key: null })[] = [];
  for (const { stage, keys, stage_n, stage_valuation } of rows)
    for (const key of keys ? keys.split(" ") : [])
      refs.push({
        id: key.slice(0, 36),
        stage,
        card_key: key,
        created_at: key.slice(key.lastIndexOf("@") + 1),
        sort_key: null,
        stage_n: stage_n ?? null,
        stage_valuation: stage_valuation ?? null,
      });
  return refs;
}

/**
 * The JSON text of each card of a page, by company id: from memory, and the others read in one
 * statement (and kept). A company deleted since the page was read has no text.
 */
export async function cardTextsOf(db: Db, orgId: string, fields: string[] | undefined, rows: (CardRow | CardRef)[]) {
  const cache = kept.get(db);
  // The same row gives other texts for other custom field projections.
  const shape = fields ? `:${fields.join(",")}` : "";
  const texts = new Map<string, JsonPiece>();
  const missing: string[] = [];
  for (const r of rows) {
    if (!("card_key" in r))
      texts.set(r.id, cardText(r)); // read whole with its page
    else {
      const text = cache?.get(r.card_key + shape);
      if (text === undefined) missing.push(r.id);
      else texts.set(r.id, text);
    }
  }
  if (missing.length === 0) return texts;
  const read = await db.execute<CardRow & { card_key: string }>(
    sql`select ${cardColumns(fields, cardsAsJson(db))}, ${cardKey} as card_key from ${companies}
      where ${companies.orgId} = ${orgId} and ${companies.id} = any(string_to_array(${missing.join(",")}, ',')::uuid[])`,
  );
  for (const r of read.rows) {
    // Kept as bytes: a page copies them into its response as they are (joinJson).
    const text = Buffer.from(cardText(r));
    cache?.set(r.card_key + shape, text);
    texts.set(r.id, text);
  }
  return texts;
}

/** The texts of rows in their order, leaving out any without one (deleted meanwhile). */
export const textsInOrder = (rows: { id: string }[], texts: Map<string, JsonPiece>) => rows.flatMap((r) => texts.get(r.id) ?? []);
