import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { unsubscribeKinds, type UnsubscribeKind } from "@shared/constants/notifications";
import type { Db } from "../../db/client";
import { members, notificationSettings, user } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { getSettings } from "./notifications.service";

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `${secret}:unsubscribe`).update(payload).digest("base64url").slice(0, 32);

/** A token naming one member and one kind, signed with the instance secret: works without a session, never expires. */
export const unsubscribeToken = (secret: string, memberId: string, kind: UnsubscribeKind) => {
  const payload = `${memberId}.${kind}`;
  return `${Buffer.from(payload).toString("base64url")}.${sign(secret, payload)}`;
};

const invalid = () => new AppError("validation_failed", "This unsubscribe link is not valid");

function verify(secret: string, token: string): { memberId: string; kind: UnsubscribeKind } {
  const [body, mac] = token.split(".");
  if (!body || !mac) throw invalid();
  const payload = Buffer.from(body, "base64url").toString("utf8");
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const [memberId, kind] = payload.split(".");
  if (!/^[0-9a-f-]{36}$/.test(memberId ?? "") || !unsubscribeKinds.includes(kind as UnsubscribeKind)) throw invalid();
  return { memberId, kind: kind as UnsubscribeKind };
}

async function resolve(db: Db, secret: string, token: string) {
  const { memberId, kind } = verify(secret, token);
  const [row] = await db
    .select({ orgId: members.orgId, email: user.email })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(eq(members.id, memberId));
  if (!row) throw invalid(); // the member left: nothing more is sent anyway
  return { memberId, kind, ...row };
}

const isOff = (s: Awaited<ReturnType<typeof getSettings>>, kind: UnsubscribeKind) =>
  kind === "digest" ? !s.digestEnabled : !s.kinds[kind].email;

/** What the link would switch off, and whether it already is (GET never changes anything: link scanners follow GETs). */
export async function describeUnsubscribe(db: Db, secret: string, token: string) {
  const t = await resolve(db, secret, token);
  return { kind: t.kind, email: t.email, unsubscribed: isOff(await getSettings(db, t.memberId), t.kind) };
}

/** One-click unsubscribe (RFC 8058): switches the kind's e-mail (or the whole digest) off. */
export async function unsubscribe(db: Db, secret: string, token: string) {
  const t = await resolve(db, secret, token);
  const current = await getSettings(db, t.memberId);
  const next =
    t.kind === "digest"
      ? { ...current, digestEnabled: false }
      : { ...current, kinds: { ...current.kinds, [t.kind]: { ...current.kinds[t.kind], email: false } } };
  await db
    .insert(notificationSettings)
    .values({ memberId: t.memberId, orgId: t.orgId, ...next })
    .onConflictDoUpdate({ target: notificationSettings.memberId, set: { digestEnabled: next.digestEnabled, kinds: next.kinds } });
  return { kind: t.kind, email: t.email, unsubscribed: true };
}
