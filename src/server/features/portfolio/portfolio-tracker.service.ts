import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TrackerDocument } from "@shared/constants/portfolio";
import type { TrackerList, trackerQuery } from "@shared/schemas/portfolio";
import { quarterOf, trackerProgress } from "@shared/portfolio";
import type { Db } from "../../db/client";
import type { Caller } from "../../lib/context";
import { decodeCursor, encodeCursor } from "../../lib/keyset-cursor";
import { likeContains } from "../../lib/like";

type Query = z.output<typeof trackerQuery>;
type Row = {
  id: string;
  sort_key: string;
  name: string;
  stage: string | null;
  sector: string | null;
  files: { id: string; document: TrackerDocument; fileName: string; createdAt: string }[] | string;
};

/**
 * Companies with a board seat or information rights, by name, each with the quarter's
 * tracker documents (at most one per document) and the share of the five uploaded.
 */
export async function listTracker(db: Db, caller: Caller, q: Query): Promise<TrackerList> {
  const search = q.q?.trim() ? sql` and c.name ilike ${likeContains(q.q.trim())}` : sql``;
  const where = sql`c.org_id = ${caller.orgId} and (c.board_seat or c.information_rights)${search}`;
  const quarter = q.quarter ?? quarterOf(new Date());
  const [afterKey, afterId] = q.cursor ? decodeCursor(q.cursor) : [];
  const after = afterId ? sql` and (lower(c.name), c.id) > (${afterKey}, ${afterId}::uuid)` : sql``;
  const [page, count] = await Promise.all([
    db.execute<Row>(sql`
      select c.id, lower(c.name) as sort_key, c.name, coalesce(c.company_stage, c.round) as stage, c.sector,
        coalesce((select json_agg(json_build_object('id', d.id, 'document', d.tracker_document, 'fileName', d.file_name,
            'createdAt', to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by d.tracker_document)
          from documents d where d.company_id = c.id and d.quarter = ${quarter} and d.tracker_document is not null), '[]') as files
      from companies c where ${where}${after}
      order by lower(c.name), c.id limit ${q.limit + 1}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from companies c where ${where}`),
  ]);
  const rows = page.rows.slice(0, q.limit);
  return {
    items: rows.map((r) => {
      const files = typeof r.files === "string" ? (JSON.parse(r.files) as Exclude<Row["files"], string>) : r.files;
      return {
        id: r.id,
        name: r.name,
        stage: r.stage,
        sector: r.sector,
        files: files.map((f) => ({ ...f, downloadUrl: `/api/v1/companies/${r.id}/documents/${f.id}/download` })),
        progress: trackerProgress(files.length),
      };
    }),
    total: count.rows[0]?.n ?? 0,
    nextCursor: page.rows.length > q.limit ? encodeCursor(rows[rows.length - 1].sort_key, rows[rows.length - 1].id) : null,
  };
}
