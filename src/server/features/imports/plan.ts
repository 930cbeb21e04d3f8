import { eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ImportEntity } from "@shared/constants/imports";
import { fieldValueSchema, type CustomField } from "@shared/schemas/custom-fields";
import type { Db } from "../../db/client";
import {
  companies,
  companyFounders,
  companyPocs,
  equityInvestments,
  funds,
  importRecords,
  lps,
  people,
  pocs,
  type ImportErrorRow,
  type ImportOptionsRow,
} from "../../db/schema";
import { recordChange, recordChanges, type Actor } from "../../lib/changes/record-change";
import { fieldsOf } from "../../lib/custom-fields/definitions";
import { AppError } from "../../lib/errors";
import { mapValue, nameKey, normaliseDomain, parseBoolean, parseDate, parseList, parseMoney } from "./normalise";
import type { SheetRow } from "./parse";
import { entitySpecs, type EntitySpec, type Target } from "./targets";

/** A column stored as a text[] (an empty list, never null). */
const isList = (t: Target) => t.kind === "textList" || t.kind === "emailList";
/** A relation named in a cell: an existing record's id, or (when the user allowed it) a name to create. */
type Ref = { id: string } | { create: string };
type Cell = { target: Target | { key: string; label: string; kind: "custom"; field: CustomField }; column: string; index: number };
type Values = Record<string, unknown>;

export type PlanSummary = {
  create: number;
  update: number;
  unchanged: number;
  skipped: number;
  errors: ImportErrorRow[];
  changes: { row: number; label: string; fields: string[] }[];
};

export type WriteOptions = {
  actor: Actor;
  importId: string;
  skipRows: Set<number>;
  onProgress: (processed: number) => Promise<void> | void;
};

const BATCH = 500;
const MAX_CHANGES_LISTED = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const bad = (message: string) => new AppError("bad_request", message);

/** Checks a mapping against the file's headers and the entity's fields; a mapping that cannot work is a 400 before any row is read. */
export function checkMapping(entity: ImportEntity, headers: string[], options: ImportOptionsRow, fields: CustomField[]): Cell[] {
  const spec = entitySpecs[entity];
  const cells: Cell[] = [];
  const used = new Map<string, string>();
  for (const [column, key] of Object.entries(options.mapping)) {
    const index = headers.indexOf(column);
    if (index < 0) throw bad(`The mapping names a column "${column.slice(0, 100)}" that the file does not have.`);
    if (key === null || key === "") continue;
    if (used.has(key)) throw bad(`Two columns ("${used.get(key)}" and "${column}") are mapped to the same field; skip one of them.`);
    used.set(key, column);
    const target = spec.targets.find((t) => t.key === key);
    if (target) {
      cells.push({ target, column, index });
      continue;
    }
    const cf = key.startsWith("cf.") ? fields.find((f) => f.key === key.slice(3) && !f.archived) : undefined;
    if (!cf) throw bad(`"${column}" is mapped to "${key.slice(0, 100)}", which is not a field of ${entity}.`);
    cells.push({ target: { key, label: cf.name, kind: "custom", field: cf }, column, index });
  }
  const mapped = new Set(used.keys());
  if (options.mode !== "update") {
    const missing = spec.requiredForCreate.filter((k) => !mapped.has(k));
    if (missing.length)
      throw bad(
        `Map a column to ${missing.map((k) => spec.targets.find((t) => t.key === k)?.label ?? k).join(", ")}: new records cannot be created without it.`,
      );
  } else if (!spec.matchBy.some((k) => mapped.has(k)) && !(entity === "companies" && mapped.has("website"))) {
    throw bad(
      `Map a column to ${spec.matchBy.map((k) => spec.targets.find((t) => t.key === k)?.label).join(" or ")} so that existing records can be found.`,
    );
  }
  if (entity === "lps" && !mapped.has("fund")) throw bad("Map a column to Fund: LPs are matched by entity name within a fund.");
  if (entity === "equity-investments" && !["company", "roundType", "investmentDate"].every((k) => mapped.has(k)))
    throw bad("Map columns to Company, Round and Date: investments are matched by company, round and date.");
  return cells;
}

/** The organisation's records the rows are matched against, loaded once per run (names and keys only). */
async function loadIndex(db: Db, orgId: string, entity: ImportEntity) {
  const multi = () => new Map<string, string[]>();
  const add = (m: Map<string, string[]>, k: string | null, id: string) => {
    if (!k) return;
    const list = m.get(k);
    if (list) list.push(id);
    else m.set(k, [id]);
  };
  const fundRows = await db.select({ id: funds.id, name: funds.name }).from(funds).where(eq(funds.orgId, orgId));
  const pocRows = await db.select({ id: pocs.id, name: pocs.name }).from(pocs).where(eq(pocs.orgId, orgId));
  const idx = {
    funds: new Map(fundRows.map((f) => [nameKey(f.name), f.id])),
    pocs: new Map(pocRows.map((p) => [nameKey(p.name), p.id])),
    companyByName: multi(),
    companyByDomain: multi(),
    personByName: multi(),
    personByEmail: multi(),
    lpByKey: multi(),
    investmentByKey: multi(),
  };
  if (entity === "companies" || entity === "equity-investments") {
    const rows = await db
      .select({ id: companies.id, name: companies.name, website: companies.website })
      .from(companies)
      .where(eq(companies.orgId, orgId));
    for (const c of rows) {
      add(idx.companyByName, nameKey(c.name), c.id);
      add(idx.companyByDomain, normaliseDomain(c.website), c.id);
    }
  }
  if (entity === "companies" || entity === "people") {
    const rows = await db.select({ id: people.id, name: people.name, email: people.email }).from(people).where(eq(people.orgId, orgId));
    for (const p of rows) {
      add(idx.personByName, nameKey(p.name), p.id);
      add(idx.personByEmail, p.email ? p.email.toLowerCase() : null, p.id);
    }
  }
  if (entity === "lps") {
    const rows = await db.select({ id: lps.id, fundId: lps.fundId, name: lps.entityName }).from(lps).where(eq(lps.orgId, orgId));
    for (const l of rows) add(idx.lpByKey, `${l.fundId}|${nameKey(l.name)}`, l.id);
  }
  if (entity === "equity-investments") {
    const rows = await db
      .select({
        id: equityInvestments.id,
        c: equityInvestments.companyId,
        d: equityInvestments.investmentDate,
        r: equityInvestments.roundType,
      })
      .from(equityInvestments)
      .where(eq(equityInvestments.orgId, orgId));
    for (const i of rows) add(idx.investmentByKey, `${i.c}|${i.d}|${i.r}`, i.id);
  }
  return idx;
}
type Index = Awaited<ReturnType<typeof loadIndex>>;

/** One cell as the value it stores, or an error message. */
function convert(cell: Cell, raw: string, valueMapping: ImportOptionsRow["valueMapping"]): { value: unknown } | { error: string } {
  const t = cell.target;
  const label = t.label;
  const own = valueMapping?.[t.key] ?? {};
  switch (t.kind) {
    case "text":
      return raw.length > (t.max ?? 1000) ? { error: `${label} is longer than ${t.max} characters.` } : { value: raw };
    case "email": {
      const v = raw.toLowerCase();
      return EMAIL.test(v) && v.length <= 320 ? { value: v } : { error: `"${raw.slice(0, 80)}" is not an e-mail address.` };
    }
    case "money": {
      const v = parseMoney(raw);
      return v === null ? { error: `"${raw.slice(0, 80)}" is not an amount in dollars (e.g. 1500000).` } : { value: v };
    }
    case "number": {
      const v = Number(raw.replace(/[,%]/g, "").trim());
      const [min, max] = t.key === "founderOwnership" ? [0, 100] : [-1e15, 1e15];
      return Number.isFinite(v) && v >= min && v <= max
        ? { value: v }
        : { error: `"${raw.slice(0, 80)}" is not a number${t.key === "founderOwnership" ? " from 0 to 100" : ""}.` };
    }
    case "date": {
      const v = parseDate(raw);
      return v === null ? { error: `"${raw.slice(0, 80)}" is not a date (use YYYY-MM-DD).` } : { value: v };
    }
    case "boolean": {
      const v = parseBoolean(raw);
      return v === null ? { error: `"${raw.slice(0, 80)}" is not yes or no.` } : { value: v };
    }
    case "enum": {
      const v = mapValue(raw, t.allowed ?? [], own);
      return v === null
        ? { error: `"${raw.slice(0, 80)}" is not a ${label.toLowerCase()}: map it to one of ${(t.allowed ?? []).join(", ")}.` }
        : { value: v };
    }
    case "soft":
      return { value: mapValue(raw, t.allowed ?? [], own) ?? raw.slice(0, 200) };
    case "textList":
      return { value: parseList(raw) };
    case "emailList": {
      const list = [...new Set(parseList(raw).map((e) => e.toLowerCase()))];
      const wrong = list.find((e) => !EMAIL.test(e) || e.length > 320);
      if (wrong !== undefined) return { error: `"${wrong.slice(0, 80)}" is not an e-mail address.` };
      return list.length > 10 ? { error: `${label} holds at most 10 addresses.` } : { value: list };
    }
    case "fund":
    case "poc":
    case "company":
      return { value: raw };
    case "pocs":
    case "founders":
      return { value: parseList(raw) };
    case "custom":
      return convertCustom(t.field, raw, own);
  }
}

function convertCustom(field: CustomField, raw: string, own: Record<string, string>): { value: unknown } | { error: string } {
  const labels = field.options.map((o) => o.label);
  let value: unknown = raw;
  switch (field.type) {
    case "number":
      value = Number(raw.replace(/,/g, ""));
      break;
    case "money":
      value = parseMoney(raw) ?? raw;
      break;
    case "date":
      value = parseDate(raw) ?? raw;
      break;
    case "checkbox":
      value = parseBoolean(raw) ?? raw;
      break;
    case "select":
      value = mapValue(raw, labels, own) ?? raw;
      break;
    case "multiSelect":
      value = parseList(raw).map((v) => mapValue(v, labels, own) ?? v);
      break;
    case "member":
    case "company":
    case "person":
      return { error: `${field.name} (a ${field.type} field) cannot be imported from a file; set it in Fundline.` };
  }
  const parsed = fieldValueSchema({ ...field, required: true }).safeParse(value);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message ?? `${field.name} is invalid` };
}

type Pending = {
  row: number;
  label: string;
  /** The row's values by target key ("cf.key" for custom fields); null clears. */
  values: Values;
  refs: Record<string, Ref | Ref[] | null>;
  matchId: string | null;
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Reads every row of the file, in batches of 500, and works out what it would do: the same code
 * for the dry run (no writer) and the commit (a writer inside the one transaction). The caller's
 * transaction is the commit's all-or-nothing: any error on a row the dry run did not report throws.
 */
export async function runPlan(
  db: Db,
  orgId: string,
  entity: ImportEntity,
  headers: string[],
  rows: AsyncIterable<SheetRow>,
  options: ImportOptionsRow,
  write: WriteOptions | null,
): Promise<PlanSummary> {
  const spec = entitySpecs[entity];
  const fields = spec.fieldEntity ? await fieldsOf(db, orgId, spec.fieldEntity) : [];
  const cells = checkMapping(entity, headers, options, fields);
  const idx = await loadIndex(db, orgId, entity);
  const summary: PlanSummary = { create: 0, update: 0, unchanged: 0, skipped: 0, errors: [], changes: [] };
  const seen = new Map<string, number>();
  const created = new Map<string, string>(); // relation "kind|name" → new id (commit) or placeholder
  let processed = 0;
  let batch: Pending[] = [];

  const fail = (row: number, column: string, message: string) => {
    if (write && !write.skipRows.has(row)) throw new ImportRowError(row, column, message);
    summary.errors.push({ row, column, message });
  };

  const flush = async () => {
    if (!batch.length) return;
    const existing = await loadExisting(
      db,
      entity,
      batch.map((p) => p.matchId).filter((x): x is string => !!x),
    );
    const creates: { p: Pending; next: Values }[] = [];
    const updates: { p: Pending; before: Existing; next: Values }[] = [];
    for (const p of batch) {
      if (p.matchId) {
        const before = existing.get(p.matchId);
        if (!before) {
          fail(p.row, "", "The matching record was deleted meanwhile.");
          continue;
        }
        const diff = await diffRow(db, orgId, spec, p, before, write, created);
        if (!Object.keys(diff.next).length) {
          summary.unchanged++;
          continue;
        }
        summary.update++;
        if (summary.changes.length < MAX_CHANGES_LISTED) summary.changes.push({ row: p.row, label: p.label, fields: diff.fields });
        updates.push({ p, before, next: diff.next });
      } else {
        summary.create++;
        if (write) creates.push({ p, next: (await diffRow(db, orgId, spec, p, blankRecord(spec), write, created)).next });
      }
    }
    if (write) {
      await writeCreates(db, orgId, spec, creates, write, created);
      await writeUpdates(db, spec, updates, write);
    }
    processed += batch.length;
    batch = [];
    if (write) await write.onProgress(processed);
  };

  for await (const { row, cells: raw } of rows) {
    if (write?.skipRows.has(row)) {
      summary.skipped++;
      processed++;
      continue;
    }
    const values: Values = {};
    let ok = true;
    for (const cell of cells) {
      const text = raw[cell.index] ?? "";
      if (text === "") {
        if (options.blankCells === "clear") values[cell.target.key] = null;
        continue;
      }
      const out = convert(cell, text, options.valueMapping);
      if ("error" in out) {
        fail(row, cell.column, out.error);
        ok = false;
        break;
      }
      values[cell.target.key] = out.value;
    }
    if (!ok) {
      processed++;
      continue;
    }
    const pending = resolveRow(entity, spec, idx, cells, row, values, options, created, seen, fail);
    if (!pending) {
      processed++;
      continue;
    }
    if (pending === "skip") {
      summary.skipped++;
      processed++;
      continue;
    }
    batch.push(pending);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return summary;
}

export class ImportRowError extends Error {
  constructor(
    readonly row: number,
    readonly column: string,
    message: string,
  ) {
    super(message);
  }
}

const one = (ids: string[] | undefined) => (ids && ids.length ? ids : null);

/** Relations resolved, the record matched and the mode applied; null after reporting an error, "skip" when the mode leaves the row out. */
function resolveRow(
  entity: ImportEntity,
  spec: EntitySpec,
  idx: Index,
  cells: Cell[],
  row: number,
  values: Values,
  options: ImportOptionsRow,
  created: Map<string, string>,
  seen: Map<string, number>,
  fail: (row: number, column: string, message: string) => void,
): Pending | "skip" | null {
  const columnOf = (key: string) => cells.find((c) => c.target.key === key)?.column ?? "";
  const refs: Pending["refs"] = {};
  const ref = (
    kind: "fund" | "poc" | "company" | "person",
    name: string,
    map: Map<string, string> | Map<string, string[]>,
    key: string,
  ): Ref | null => {
    // Names are refused with control characters everywhere else (the API's schemas); a quoted CSV cell can hold a tab.
    if (/[\u0000-\u001f\u007f]/.test(name)) {
      fail(row, columnOf(key), `"${name.replace(/[\u0000-\u001f\u007f]/g, " ")}" holds a tab or another control character; names cannot.`);
      return null;
    }
    const found = map.get(nameKey(name));
    const ids = Array.isArray(found) ? found : found ? [found] : [];
    if (ids.length === 1) return { id: ids[0] };
    if (ids.length > 1) {
      fail(
        row,
        columnOf(key),
        `${ids.length} ${kind === "company" ? "companies" : kind === "person" ? "people" : `${kind}s`} are named "${name}"; rename one in Fundline first.`,
      );
      return null;
    }
    const pendingKey = `${kind}|${nameKey(name)}`;
    if (options.createMissingRelations || created.has(pendingKey)) return { create: name };
    fail(row, columnOf(key), `No ${kind === "poc" ? "POC" : kind} named "${name}" (tick "create missing" to add it).`);
    return null;
  };
  for (const cell of cells) {
    const v = values[cell.target.key];
    if (v === null || v === undefined) continue;
    const k = cell.target.key;
    switch (cell.target.kind) {
      case "fund": {
        const r = ref("fund", v as string, idx.funds, k);
        if (!r) return null;
        refs[k] = r;
        break;
      }
      case "poc": {
        const r = ref("poc", v as string, idx.pocs, k);
        if (!r) return null;
        refs[k] = r;
        break;
      }
      case "pocs":
      case "founders": {
        const list: Ref[] = [];
        for (const name of v as string[]) {
          const r = cell.target.kind === "pocs" ? ref("poc", name, idx.pocs, k) : ref("person", name, idx.personByName, k);
          if (!r) return null;
          list.push(r);
        }
        refs[k] = list;
        break;
      }
      case "company": {
        const r = ref("company", v as string, idx.companyByName, k);
        if (!r) return null;
        refs[k] = r;
        break;
      }
    }
  }
  for (const [k, v] of Object.entries(values))
    if (v === null && cells.find((c) => c.target.key === k && ["fund", "poc", "pocs", "founders", "company"].includes(c.target.kind)))
      refs[k] = null;

  // Match the record (and refuse a second row for the same record).
  let key: string | null;
  let ids: string[] | null;
  const label = String(values.name ?? values.entityName ?? values.email ?? values.company ?? `row ${row}`);
  if (entity === "companies") {
    const domain = normaliseDomain(values.website as string | undefined);
    const name = values.name ? nameKey(values.name as string) : null;
    ids = (domain ? one(idx.companyByDomain.get(domain)) : null) ?? (name ? one(idx.companyByName.get(name)) : null);
    key = domain ? `d|${domain}` : name ? `n|${name}` : null;
  } else if (entity === "people") {
    const email = values.email as string | undefined;
    ids = email ? one(idx.personByEmail.get(email)) : null;
    key = email ? `e|${email}` : null;
  } else if (entity === "lps") {
    const fund = refs.fund as Ref | undefined;
    if (!fund) {
      fail(row, columnOf("fund"), "Fund is empty: every LP belongs to a fund.");
      return null;
    }
    const name = nameKey(values.entityName as string | undefined);
    ids = "id" in fund && name ? one(idx.lpByKey.get(`${fund.id}|${name}`)) : null;
    key = name ? `${"id" in fund ? fund.id : fund.create}|${name}` : null;
  } else {
    const company = refs.company as Ref | undefined;
    if (!company || !values.investmentDate || !values.roundType) {
      const missing = !company ? "company" : !values.roundType ? "roundType" : "investmentDate";
      fail(
        row,
        columnOf(missing),
        `${spec.targets.find((t) => t.key === missing)?.label} is empty: investments are matched by company, round and date.`,
      );
      return null;
    }
    const k = `${"id" in company ? company.id : company.create}|${values.investmentDate}|${values.roundType}`;
    ids = "id" in company ? one(idx.investmentByKey.get(k)) : null;
    key = k;
  }
  if (ids && ids.length > 1) {
    fail(row, columnOf(spec.matchBy[0]), `This row matches ${ids.length} existing records; make them distinct in Fundline first.`);
    return null;
  }
  if (key) {
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(row, columnOf(spec.matchBy[0]), `The same record as row ${earlier}: merge the two rows.`);
      return null;
    }
    seen.set(key, row);
  }
  const matchId = ids?.[0] ?? null;
  if (matchId && options.mode === "create") return "skip";
  if (!matchId && options.mode === "update") return "skip";
  if (!matchId) {
    for (const k of spec.requiredForCreate)
      if (values[k] === null || values[k] === undefined) {
        fail(row, columnOf(k), `${spec.targets.find((t) => t.key === k)?.label} is empty: a new record needs it.`);
        return null;
      }
    for (const cell of cells)
      if (cell.target.kind === "custom" && cell.target.field.required && (values[cell.target.key] ?? null) === null) {
        fail(row, cell.column, `${cell.target.label} is required.`);
        return null;
      }
    if (entity === "companies" && values.name) created.set(`company|${nameKey(values.name as string)}`, "");
    if (entity === "people" && values.name) created.set(`person|${nameKey(values.name as string)}`, "");
  }
  for (const r of Object.values(refs).flat())
    if (r && "create" in r)
      created.set(`${refKind(r, refs)}|${nameKey(r.create)}`, created.get(`${refKind(r, refs)}|${nameKey(r.create)}`) ?? "");
  return { row, label: label.slice(0, 300), values, refs, matchId };
}

/** Which kind of record a to-be-created reference is (by the target that holds it). */
function refKind(r: Ref, refs: Pending["refs"]): string {
  for (const [k, v] of Object.entries(refs)) {
    const list = Array.isArray(v) ? v : [v];
    if (list.includes(r)) return k === "fund" ? "fund" : k === "poc" || k === "pocs" ? "poc" : k === "founders" ? "person" : "company";
  }
  return "company";
}

type Existing = Record<string, unknown> & {
  id: string;
  version: number;
  customFields?: Record<string, unknown>;
  founderIds?: string[];
  pocIds?: string[];
};

async function loadExisting(db: Db, entity: ImportEntity, ids: string[]): Promise<Map<string, Existing>> {
  const out = new Map<string, Existing>();
  if (!ids.length) return out;
  if (entity === "companies") {
    const rows = await db.select().from(companies).where(inArray(companies.id, ids));
    const founders = await db
      .select({ c: companyFounders.companyId, p: companyFounders.personId })
      .from(companyFounders)
      .where(inArray(companyFounders.companyId, ids))
      .orderBy(companyFounders.companyId, companyFounders.position);
    for (const r of rows)
      out.set(r.id, {
        ...r,
        pocIds: r.pocRefs.map((p) => p.id),
        founderIds: founders.filter((f) => f.c === r.id).map((f) => f.p),
      } as Existing);
  } else if (entity === "people") {
    for (const r of await db.select().from(people).where(inArray(people.id, ids))) out.set(r.id, r as Existing);
  } else if (entity === "lps") {
    for (const r of await db.select().from(lps).where(inArray(lps.id, ids))) out.set(r.id, r as Existing);
  } else {
    for (const r of await db.select().from(equityInvestments).where(inArray(equityInvestments.id, ids))) out.set(r.id, r as Existing);
  }
  return out;
}

/** The id a reference stands for; when writing, a missing relation is created once (and recorded). */
async function refId(
  db: Db,
  orgId: string,
  key: string,
  r: Ref,
  write: WriteOptions | null,
  created: Map<string, string>,
): Promise<string> {
  if ("id" in r) return r.id;
  const kind = key === "fund" ? "fund" : key === "poc" || key === "pocs" ? "poc" : key === "founders" ? "person" : "company";
  const cacheKey = `${kind}|${nameKey(r.create)}`;
  const known = created.get(cacheKey);
  if (known) return known;
  if (!write) return `new:${cacheKey}`;
  let id: string;
  if (kind === "fund") [{ id }] = await db.insert(funds).values({ orgId, name: r.create }).returning({ id: funds.id });
  else if (kind === "poc") [{ id }] = await db.insert(pocs).values({ orgId, name: r.create }).returning({ id: pocs.id });
  else if (kind === "person") [{ id }] = await db.insert(people).values({ orgId, name: r.create }).returning({ id: people.id });
  else [{ id }] = await db.insert(companies).values({ orgId, name: r.create }).returning({ id: companies.id });
  const entityType = kind === "person" ? "person" : kind;
  await recordChange(db, write.actor, { entityType, entityId: id, label: r.create, action: "created" });
  created.set(cacheKey, id);
  return id;
}

/** The values that differ from the stored record (by column, `cf.key`, `pocIds`, `founderIds`), and the changed fields' labels. */
async function diffRow(
  db: Db,
  orgId: string,
  spec: EntitySpec,
  p: Pending,
  before: Existing,
  write: WriteOptions | null,
  created: Map<string, string>,
) {
  const next: Values = {};
  const fields: string[] = [];
  for (const t of spec.targets) {
    if (!(t.key in p.values)) continue;
    const v = p.values[t.key];
    if (t.kind === "pocs" || t.kind === "founders") {
      const refs = (p.refs[t.key] as Ref[] | null) ?? [];
      const ids = [];
      for (const r of refs) ids.push(await refId(db, orgId, t.key, r, write, created));
      const col = t.kind === "pocs" ? "pocIds" : "founderIds";
      if (!sameJson(before[col] ?? [], ids)) {
        next[col] = ids;
        fields.push(t.label);
      }
      continue;
    }
    const col = t.column!;
    const value =
      t.kind === "fund" || t.kind === "poc" || t.kind === "company"
        ? p.refs[t.key]
          ? await refId(db, orgId, t.key, p.refs[t.key] as Ref, write, created)
          : null
        : v;
    const stored = col === "founderOwnership" && before[col] !== null ? Number(before[col]) : before[col];
    if (value === null && (isList(t) ? !(stored as string[]).length : stored === null)) continue;
    if (!sameJson(stored, isList(t) && value === null ? [] : value)) {
      next[col] = isList(t) && value === null ? [] : value;
      fields.push(t.label);
    }
  }
  for (const [k, v] of Object.entries(p.values)) {
    if (!k.startsWith("cf.")) continue;
    const stored = before.customFields?.[k.slice(3)] ?? null;
    if (!sameJson(stored, v)) {
      next[k] = v;
      fields.push(k.slice(3));
    }
  }
  return { next, fields };
}

type AnyTable = typeof companies | typeof people | typeof lps | typeof equityInvestments;
const tableOf: Record<EntitySpec["entityType"], AnyTable> = {
  company: companies,
  person: people,
  lp: lps,
  equity_investment: equityInvestments,
};

const columnsOf = (next: Values) =>
  Object.fromEntries(Object.entries(next).filter(([k]) => !k.startsWith("cf.") && k !== "pocIds" && k !== "founderIds"));
const customOf = (next: Values) =>
  Object.fromEntries(
    Object.entries(next)
      .filter(([k]) => k.startsWith("cf."))
      .map(([k, v]) => [k.slice(3), v]),
  );

function labelOf(spec: EntitySpec, row: Record<string, unknown>, fallback: string) {
  if (spec.entityType === "equity_investment") return `${row.roundType} investment`;
  return String(row.name ?? row.entityName ?? fallback);
}

/** A record with every importable field empty: what a new row is compared against. */
function blankRecord(spec: EntitySpec): Existing {
  const empty: Existing = { id: "", version: 0, customFields: {}, pocIds: [], founderIds: [] };
  for (const t of spec.targets) if (t.column && !(t.column in empty)) empty[t.column] = isList(t) ? [] : null;
  return empty;
}

/** Companies' POC and founder lists as a batch (or an undo) sets them; `replace` clears what they had first. */
async function setJoinsOf(db: Db, rows: { companyId: string; next: Values }[], replace: boolean) {
  for (const [key, table, column] of [
    ["pocIds", companyPocs, "pocId"],
    ["founderIds", companyFounders, "personId"],
  ] as const) {
    const touched = rows.filter((r) => key in r.next);
    if (!touched.length) continue;
    if (replace)
      await db.delete(table).where(
        inArray(
          table.companyId,
          touched.map((r) => r.companyId),
        ),
      );
    const links = touched.flatMap((r) =>
      (r.next[key] as string[]).map((id, position) => ({ companyId: r.companyId, [column]: id, position })),
    );
    if (links.length) await db.insert(table).values(links as never);
  }
}

/**
 * Writes a batch of new records with a handful of statements (the records, their POC and founder
 * lists, their activity entries, the import's own rows) instead of several per row: a round trip
 * per statement was what made a 50,000-row import slow.
 */
async function writeCreates(
  db: Db,
  orgId: string,
  spec: EntitySpec,
  creates: { p: Pending; next: Values }[],
  write: WriteOptions,
  created: Map<string, string>,
) {
  if (!creates.length) return;
  const table = tableOf[spec.entityType];
  const values = creates.map(({ next }) => {
    const custom = Object.fromEntries(Object.entries(customOf(next)).filter(([, v]) => v !== null));
    return { orgId, ...columnsOf(next), ...(spec.fieldEntity ? { customFields: custom } : {}) };
  });
  // INSERT … RETURNING gives the rows back in the order of VALUES.
  const rows = (await db
    .insert(table)
    .values(values as never)
    .returning()) as unknown as ({ id: string; version: number; companyId?: string } & Record<string, unknown>)[];
  if (spec.entityType === "company")
    await setJoinsOf(
      db,
      rows.map((row, i) => ({ companyId: row.id, next: creates[i].next })),
      false,
    );
  const labels = rows.map((row, i) => labelOf(spec, row, creates[i].p.label));
  creates.forEach(({ p }, i) => {
    if (spec.entityType === "company" && p.values.name) created.set(`company|${nameKey(p.values.name as string)}`, rows[i].id);
    if (spec.entityType === "person" && p.values.name) created.set(`person|${nameKey(p.values.name as string)}`, rows[i].id);
  });
  await recordChanges(
    db,
    write.actor,
    rows.map((row, i) => ({
      entityType: spec.entityType,
      entityId: row.id,
      label: labels[i],
      action: "created" as const,
      ...(row.companyId ? { parent: { type: "company", id: row.companyId } } : {}),
    })),
  );
  await db.insert(importRecords).values(
    rows.map((row, i) => ({
      importId: write.importId,
      row: creates[i].p.row,
      entityType: spec.entityType,
      entityId: row.id,
      label: labels[i],
      action: "created" as const,
      versionAfter: row.version,
    })),
  );
}

/**
 * Writes a batch of updates: one UPDATE … FROM jsonb_to_recordset per set of changed columns
 * (a file's rows mostly change the same ones), then the lists, activity entries and import rows
 * in a statement each.
 */
async function writeUpdates(db: Db, spec: EntitySpec, updates: { p: Pending; before: Existing; next: Values }[], write: WriteOptions) {
  if (!updates.length) return;
  const table = tableOf[spec.entityType];
  const versions = new Map<string, number>();
  const shapes = new Map<string, typeof updates>();
  for (const u of updates) {
    const shape = `${Object.keys(columnsOf(u.next)).sort().join(",")}|${Object.keys(customOf(u.next)).length > 0}`;
    shapes.set(shape, [...(shapes.get(shape) ?? []), u]);
  }
  for (const group of shapes.values()) {
    const cols = Object.keys(columnsOf(group[0].next)).sort();
    const withCustom = Object.keys(customOf(group[0].next)).length > 0 && "customFields" in table;
    const columns = cols.map((k) => (table as unknown as Record<string, PgColumn>)[k]);
    const input = group.map((u) => {
      const custom = customOf(u.next);
      return {
        ...Object.fromEntries(cols.map((k, i) => [columns[i].name, u.next[k] ?? null])),
        _id: u.before.id,
        _keep: Object.fromEntries(Object.entries(custom).filter(([, v]) => v !== null)),
        _removed: Object.keys(custom).filter((k) => custom[k] === null),
      };
    });
    const sets = columns.map((c) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`);
    if (withCustom) sets.push(sql`custom_fields = (t.custom_fields || v._keep) - v._removed`);
    const recordType = sql.join(
      [sql`_id uuid, _keep jsonb, _removed text[]`, ...columns.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType())}`)],
      sql`, `,
    );
    const result = await db.execute<{ id: string; version: number }>(sql`
      update ${table} as t set ${sql.join(sets, sql`, `)}${sets.length ? sql`, ` : sql``}version = t.version + 1, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as v(${recordType})
      where t.id = v._id
      returning t.id, t.version`);
    for (const r of result.rows) versions.set(r.id, Number(r.version));
  }
  if (spec.entityType === "company")
    await setJoinsOf(
      db,
      updates.map((u) => ({ companyId: u.before.id, next: u.next })),
      true,
    );
  const entries = updates.map(({ p, before, next }) => {
    const prior: Record<string, unknown> = {};
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [k, v] of Object.entries(next)) {
      const from = k.startsWith("cf.") ? (before.customFields?.[k.slice(3)] ?? null) : (before[k] ?? null);
      prior[k] = from;
      changes[k] = { from, to: v };
    }
    return { p, before, prior, changes, label: labelOf(spec, { ...before, ...columnsOf(next) }, p.label) };
  });
  await recordChanges(
    db,
    write.actor,
    entries.map((e) => ({
      entityType: spec.entityType,
      entityId: e.before.id,
      label: e.label,
      action: "updated" as const,
      changes: e.changes,
      ...(spec.entityType === "equity_investment" ? { parent: { type: "company", id: e.before.companyId as string } } : {}),
    })),
  );
  await db.insert(importRecords).values(
    entries.map((e) => ({
      importId: write.importId,
      row: e.p.row,
      entityType: spec.entityType,
      entityId: e.before.id,
      label: e.label,
      action: "updated" as const,
      before: e.prior,
      versionAfter: versions.get(e.before.id) ?? e.before.version + 1,
    })),
  );
}

export { tableOf, setJoinsOf };
