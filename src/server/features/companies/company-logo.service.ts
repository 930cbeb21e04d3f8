import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { mimeForExtension, sniffImage } from "../../lib/sniff";
import { newStorageKey, type Storage } from "../../lib/storage";
import { getCompany } from "./companies.service";
import { recordChange } from "../../lib/changes/record-change";

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** Image files only (PNG, JPEG, GIF, WebP by content). Stores the new file, points the company at it, removes the old one. */
export async function replaceLogo(db: Db, storage: Storage, caller: Caller, id: string, file: File | null) {
  const company = await findInOrg(db, companies, id, caller.orgId, "Company");
  if (!file) throw new AppError("bad_request", "Please select an image file", { file: "Please select an image file" });
  if (file.size >= LOGO_MAX_BYTES) throw new AppError("payload_too_large", "File size must be less than 5MB");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image) throw new AppError("unsupported_media_type", "Please select an image file (PNG, JPEG, GIF or WebP)");
  const key = newStorageKey(`companies/${id}/logo`, image.extension);
  await storage.put(key, bytes);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ logoKey: key })
        .where(and(eq(companies.id, id), eq(companies.orgId, caller.orgId)));
      const changes = { logo: { from: company.logoKey ? "previous image" : null, to: "new image" } };
      await recordChange(tx, caller, { entityType: "company", entityId: id, label: company.name, action: "updated", changes });
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  if (company.logoKey) await storage.delete(company.logoKey).catch(() => {});
  return getCompany(db, caller, id);
}

export async function readLogo(db: Db, storage: Storage, caller: Caller, id: string) {
  const company = await findInOrg(db, companies, id, caller.orgId, "Company");
  const bytes = company.logoKey ? await storage.get(company.logoKey) : null;
  if (!company.logoKey || !bytes) throw notFound("Logo");
  return {
    bytes,
    mime: mimeForExtension(company.logoKey),
    fileName: `logo.${company.logoKey.slice(company.logoKey.lastIndexOf(".") + 1)}`,
  };
}
