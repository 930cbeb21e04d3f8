import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { requireRole } from "../../auth/session";
import type { Deps } from "../../deps";
import { sendFile } from "../../lib/download";
import { AppError } from "../../lib/errors";
import { createRouter, errorResponses, jsonContent } from "../../lib/router";
import { organizationCount } from "../../lib/organizations";
import { backupListSchema } from "@shared/schemas/backups";
import { backupNamePattern, listBackups } from "./online-backup";

const ownerOnly = { middleware: requireRole("owner"), "x-min-role": "owner" } as const;

const listRoute = createRoute({
  method: "get",
  path: "/backups",
  tags: ["Backups"],
  summary: "Online backups written by the server (BACKUP_DIR), newest first. Owners only",
  ...ownerOnly,
  responses: { 200: jsonContent(backupListSchema, "Backups"), ...errorResponses },
});

const downloadRoute = createRoute({
  method: "get",
  path: "/backups/{name}",
  tags: ["Backups"],
  summary: "Download one online backup (restore it with `npx fundline restore <file>`). Owners only",
  ...ownerOnly,
  request: { params: z.object({ name: z.string().max(100) }) },
  responses: {
    200: { description: "The backup", content: { "application/gzip": { schema: { type: "string", format: "binary" } } } },
    ...errorResponses,
  },
});

export function backupsRoutes(deps: Deps) {
  const dir = deps.env.BACKUP_DIR;
  // A backup holds the whole instance: only an owner of its one organisation may take it home.
  const assertSingleOrganisation = async () => {
    if ((await organizationCount(deps.db)) > 1)
      throw new AppError("forbidden", "This instance holds several organisations; its backups are available to the operator only");
  };
  return createRouter()
    .openapi(listRoute, async (c) => {
      await assertSingleOrganisation();
      const everyHours = dir ? deps.env.BACKUP_EVERY / 3_600_000 : null;
      return c.json({ enabled: !!dir, everyHours, items: dir ? await listBackups(dir) : [] }, 200);
    })
    .openapi(downloadRoute, async (c) => {
      const { name } = c.req.valid("param");
      if (!dir || !backupNamePattern.test(name)) throw new AppError("not_found", "No such backup");
      const file = join(resolve(dir), name);
      const size = await stat(file).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) throw new AppError("not_found", "No such backup");
      await assertSingleOrganisation();
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return sendFile(c, { body, size }, "application/gzip", name) as never;
    });
}
