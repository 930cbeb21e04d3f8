import { asc, count, eq } from "drizzle-orm";
import { defaultSubboards } from "../../shared/constants/lps";
import type { Db } from "../db/client";
import { funds, lpBoards, lpCrmRows, lps, lpSubboards, pocs } from "../db/schema";

// Limited partners: [entity, contact e-mail local part, commitment in dollars].
const fundOneLps: [string, string, number][] = [
  ["Harborview Family Office", "ir", 5_000_000],
  ["Cedar Ridge Endowment", "investments", 7_500_000],
  ["Northwind Pension Trust", "alternatives", 10_000_000],
  ["Alder & Finch Capital", "partners", 2_500_000],
  ["Meridian Foundation", "grants", 3_000_000],
  ["Summit Lake Partners", "ops", 1_500_000],
  ["Bluebird Family Trust", "office", 1_000_000],
  ["Granite Peak Insurance", "treasury", 6_000_000],
  ["Oakmont University Fund", "endowment", 4_000_000],
  ["Riverstone Holdings", "deals", 750_000],
  ["Solace Health Foundation", "finance", 500_000],
  ["Tamarind Ventures LLC", "hello", 250_000],
];
const fundTwoLps: [string, string, number][] = [
  ["Harborview Family Office", "ir", 7_500_000],
  ["Cedar Ridge Endowment", "investments", 10_000_000],
  ["Lumen Sovereign Partners", "privatemarkets", 15_000_000],
  ["Westbrook Teachers' Retirement", "pe", 12_000_000],
  ["Kite & Compass Family Office", "team", 2_000_000],
  ["Ironwood Fund of Funds", "vc", 8_000_000],
  ["Aster Wealth Advisors", "clients", 1_250_000],
  ["Halcyon Community Foundation", "invest", 900_000],
];

// CRM rows: [lead, subboard index, intro POC, LP POC, commitment].
const raiseRows: [string, number, string, string, number | null][] = [
  ["Aurora Pension Fund", 0, "Maya Chen", "Helen Park", 20_000_000],
  ["Bellweather Family Office", 0, "Daniel Okafor", "James Bell", 5_000_000],
  ["Canyon Creek Endowment", 0, "Sofia Lindqvist", "Rita Gomez", 7_500_000],
  ["Driftwood Capital", 0, "", "Sam Driscoll", null],
  ["Evergreen Insurance Group", 1, "Maya Chen", "Priya Nair", 12_000_000],
  ["Foxglove Foundation", 1, "Arjun Mehta", "Tom Fox", 3_000_000],
  ["Glenmore Family Trust", 1, "Daniel Okafor", "Anne Glen", 2_500_000],
  ["Highline Fund of Funds", 1, "Sofia Lindqvist", "Victor Hale", 10_000_000],
  ["Ivory Coast Holdings", 2, "Maya Chen", "Kofi Mensah", 4_000_000],
  ["Juniper Wealth Partners", 2, "Daniel Okafor", "Lena Voss", 1_500_000],
  ["Keystone University Endowment", 3, "Arjun Mehta", "Mark Stone", 15_000_000],
  ["Larkspur Capital", 3, "", "Ivy Lark", 750_000],
];
const spvRows: [string, number, string, string, number | null][] = [
  ["Harborview Family Office", 0, "Maya Chen", "Grace Holt", 1_000_000],
  ["Meridian Foundation", 1, "Sofia Lindqvist", "Owen Price", 500_000],
  ["Summit Lake Partners", 2, "Daniel Okafor", "Nora Quinn", 250_000],
];

const emailOf = (entity: string, local: string) =>
  `${local}@${entity
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 20)}.example`;
const phoneOf = (i: number) => `(${415 + (i % 5) * 101}) 555-${String(1000 + i * 37).slice(-4)}`;

/** LPs in the first two funds and two LP CRM boards; nothing is added when the organisation already has LPs or boards. */
export async function loadDemoLps(db: Db, orgId: string): Promise<{ lps: number; lpCrmRows: number }> {
  const [{ n: haveLps }] = await db.select({ n: count() }).from(lps).where(eq(lps.orgId, orgId));
  const [{ n: haveBoards }] = await db.select({ n: count() }).from(lpBoards).where(eq(lpBoards.orgId, orgId));
  let addedLps = 0;
  let addedRows = 0;
  const fundRows = await db.select({ id: funds.id }).from(funds).where(eq(funds.orgId, orgId)).orderBy(asc(funds.createdAt)).limit(2);
  if (haveLps === 0 && fundRows.length > 0) {
    const values = [fundOneLps, fundTwoLps].flatMap((list, f) =>
      fundRows[f]
        ? list.map(([entityName, local, commitmentUsd], i) => ({
            orgId,
            fundId: fundRows[f].id,
            entityName,
            email: i % 5 === 4 ? null : emailOf(entityName, local),
            phone: i % 3 === 2 ? null : phoneOf(i + f * 20),
            commitmentUsd,
          }))
        : [],
    );
    await db.insert(lps).values(values);
    addedLps = values.length;
  }
  if (haveBoards === 0) {
    const team = await db.select({ id: pocs.id, name: pocs.name }).from(pocs).where(eq(pocs.orgId, orgId)).orderBy(asc(pocs.name));
    for (const [name, rows] of [
      ["Fund III Raise", raiseRows],
      ["Co-invest SPV: Kestrel Health", spvRows],
    ] as const) {
      const [board] = await db.insert(lpBoards).values({ orgId, name }).returning({ id: lpBoards.id });
      const stages = [...defaultSubboards, ...(name === "Fund III Raise" ? [{ name: "Committed", color: "#FDE68A" }] : [])];
      const subs = await db
        .insert(lpSubboards)
        .values(stages.map((s, i) => ({ orgId, boardId: board.id, name: s.name, color: s.color, position: i + 1 })))
        .returning({ id: lpSubboards.id, position: lpSubboards.position });
      subs.sort((x, y) => x.position - y.position);
      await db.insert(lpCrmRows).values(
        rows.map(([lead, sub, introPoc, lpPoc, commitmentUsd], i) => ({
          orgId,
          boardId: board.id,
          subboardId: subs[sub].id,
          lead,
          pocId: team.length ? team[i % team.length].id : null,
          introPoc: introPoc || null,
          lpPoc,
          lpEmail: `${lpPoc.split(" ")[0].toLowerCase()}@${lead.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`,
          commitmentUsd,
        })),
      );
      addedRows += rows.length;
    }
  }
  return { lps: addedLps, lpCrmRows: addedRows };
}
