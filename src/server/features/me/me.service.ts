import { forgetCallers } from "../../auth/caller-cache";
import { eq, sql } from "drizzle-orm";
import type { Me } from "@shared/schemas/organizations";
import type { Db } from "../../db/client";
import { members, organizations, user } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { newStorageKey, type Storage } from "../../lib/storage";
import { sniffImage } from "../../lib/sniff";
import { recordChange } from "../../lib/changes/record-change";
import { fieldChanges } from "../../lib/changes/field-changes";
import { avatarUrl } from "../../lib/avatar-url";
import { preparedPerDb } from "../../lib/db-helpers";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const recordAvatar = (tx: Pick<Db, "execute">, caller: Caller, from: string | null, to: string | null) =>
  recordChange(tx, caller, {
    entityType: "member",
    entityId: caller.memberId,
    label: caller.name,
    action: "updated",
    changes: { photo: { from, to } },
  });

/**
 * The profile in one prepared statement (it is read on every page load): user, membership,
 * organisation and, for the backups rule, whether this instance holds a single organisation.
 */
const meQuery = preparedPerDb((db) =>
  db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      memberId: members.id,
      avatarKey: members.avatarKey,
      role: members.role,
      orgId: organizations.id,
      orgName: organizations.name,
      onlyOrganization: sql<boolean>`(select count(*) from ${organizations}) <= 1`,
    })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, members.orgId))
    .where(eq(members.id, sql.placeholder("memberId")))
    .prepare("me_profile"),
);

export async function getMe(db: Db, caller: Caller): Promise<Me> {
  const [row] = await meQuery(db).execute({ memberId: caller.memberId });
  if (!row) throw notFound("Profile");
  return {
    user: {
      id: row.userId,
      name: row.name,
      email: row.email,
      image: avatarUrl(row.memberId, row.avatarKey),
      createdAt: row.createdAt.toISOString(),
    },
    organization: { id: row.orgId, name: row.orgName },
    role: row.role,
    // The same rule as GET /api/v1/backups, so Settings never asks for what would answer 403.
    canSeeBackups: row.role === "owner" && row.onlyOrganization,
  };
}

export async function renameMe(db: Db, caller: Caller, name: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: user.name }).from(user).where(eq(user.id, caller.userId)).for("update");
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, caller.userId));
    const changes = fieldChanges({ name: before?.name }, { name });
    await recordChange(
      tx,
      { ...caller, name },
      { entityType: "member", entityId: caller.memberId, label: name, action: "updated", changes },
    );
  });
  forgetCallers(db, { userId: caller.userId });
  return getMe(db, caller);
}

/** Stores the new image first, then points the profile at it, then removes the old one. */
export async function replaceAvatar(db: Db, storage: Storage, caller: Caller, file: File | null) {
  if (!file) throw new AppError("bad_request", "Please select an image file", { file: "Please select an image file" });
  if (file.size >= AVATAR_MAX_BYTES) throw new AppError("payload_too_large", "File size must be less than 5MB");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image) throw new AppError("unsupported_media_type", "Please select an image file (PNG, JPEG, GIF or WebP)");
  const key = newStorageKey("avatars", image.extension);
  await storage.put(key, bytes);
  const [before] = await db.select({ avatarKey: members.avatarKey }).from(members).where(eq(members.id, caller.memberId));
  try {
    await db.transaction(async (tx) => {
      await tx.update(members).set({ avatarKey: key }).where(eq(members.id, caller.memberId));
      await recordAvatar(tx, caller, before?.avatarKey ? "previous photo" : null, "new photo");
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  if (before?.avatarKey) await storage.delete(before.avatarKey);
  return getMe(db, caller);
}

export async function removeAvatar(db: Db, storage: Storage, caller: Caller) {
  const [before] = await db.select({ avatarKey: members.avatarKey }).from(members).where(eq(members.id, caller.memberId));
  await db.transaction(async (tx) => {
    await tx.update(members).set({ avatarKey: null }).where(eq(members.id, caller.memberId));
    if (before?.avatarKey) await recordAvatar(tx, caller, "previous photo", null);
  });
  if (before?.avatarKey) await storage.delete(before.avatarKey);
  return getMe(db, caller);
}
