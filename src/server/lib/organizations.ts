import { count, eq } from "drizzle-orm";
import { createCredentialUser, type Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { companyAnalyticsCache, funds, members, organizations, user } from "../db/schema";
import type { Role } from "./context";
import { AppError } from "./errors";

export type NewOrganization = { name: string; admin: { email: string; password: string; name: string } };

export async function emailTaken(db: Db, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return !!row;
}

/** Creates a user with a credential and a membership of the given role. */
export async function addMemberWithPassword(
  db: Db,
  auth: Auth,
  orgId: string,
  input: { email: string; password: string; name: string; role: Role },
) {
  if (await emailTaken(db, input.email)) {
    throw new AppError("conflict", "An account with this email already exists", { email: "An account with this email already exists" });
  }
  const created = await createCredentialUser(auth, input);
  try {
    const [member] = await db.insert(members).values({ orgId, userId: created.id, role: input.role }).returning();
    return member;
  } catch (err) {
    await db.delete(user).where(eq(user.id, created.id)); // no orphan user without a membership
    throw err;
  }
}

/** A new organisation, with Fund I and Fund II, whose first user is its owner. */
export async function createOrganization(db: Db, auth: Auth, input: NewOrganization) {
  if (await emailTaken(db, input.admin.email)) {
    throw new AppError("conflict", "An account with this email already exists", { email: "An account with this email already exists" });
  }
  const [org] = await db.insert(organizations).values({ name: input.name }).returning();
  try {
    // Its cache row (data versions) up front, so that reading never has to write (lib/org-cache.ts).
    await db.insert(companyAnalyticsCache).values({ orgId: org.id });
    await db.insert(funds).values([
      { orgId: org.id, name: "Fund I" },
      { orgId: org.id, name: "Fund II" },
    ]);
    await addMemberWithPassword(db, auth, org.id, { ...input.admin, role: "owner" });
  } catch (err) {
    await db.delete(organizations).where(eq(organizations.id, org.id));
    throw err;
  }
  return org;
}

export async function organizationCount(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(organizations);
  return n;
}

/** Finds an organisation by id or, failing that, by exact name. */
export async function findOrganization(db: Db, idOrName: string) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrName);
  const where = isUuid ? eq(organizations.id, idOrName) : eq(organizations.name, idOrName);
  const rows = await db.select().from(organizations).where(where).limit(2);
  if (rows.length > 1) throw new AppError("conflict", `Several organisations are named "${idOrName}"; use the id`);
  return rows[0] ?? null;
}
