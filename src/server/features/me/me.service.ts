import { eq } from "drizzle-orm";
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

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const recordAvatar = (tx: Pick<Db, "execute">, caller: Caller, from: string | null, to: string | null) =>
  recordChange(tx, caller, {
    entityType: "member",
    entityId: caller.memberId,
    label: caller.name,
    action: "updated",
    changes: { photo: { from, to } },
  });

export async function getMe(db: Db, caller: Caller): Promise<Me> {
  const [row] = await db
    .select({ user, member: members, org: organizations })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, members.orgId))
    .where(eq(members.id, caller.memberId));
  if (!row) throw notFound("Profile");
  return {
    user: {
      id: row.user.id,
      name: row.user.name,
      email: row.user.email,
      image: avatarUrl(row.member.id, row.member.avatarKey),
      createdAt: row.user.createdAt.toISOString(),
    },
    organization: { id: row.org.id, name: row.org.name },
    role: row.member.role,
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
