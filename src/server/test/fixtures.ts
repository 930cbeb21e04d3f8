import { addMemberWithPassword, createOrganization } from "../lib/organizations";
import type { Role } from "../lib/context";
import { signIn, type Requester, type TestContext } from "./harness";

export type OrgFixture = { id: string; name: string; owner: Requester; member: Requester; viewer: Requester; ids: { ownerMember: string } };

const password = (who: string) => `${who}-password-123`;

async function makeOrg(ctx: TestContext, key: "a" | "b", name: string): Promise<OrgFixture> {
  const org = await createOrganization(ctx.deps.db, ctx.deps.auth, {
    name,
    admin: { email: `owner@${key}.test`, password: password(`owner-${key}`), name: `Owner ${key.toUpperCase()}` },
  });
  const add = (role: Role) =>
    addMemberWithPassword(ctx.deps.db, ctx.deps.auth, org.id, {
      email: `${role}@${key}.test`,
      password: password(`${role}-${key}`),
      name: `${role} ${key}`,
      role,
    });
  await add("member");
  await add("viewer");
  const owner = await signIn(ctx, `owner@${key}.test`, password(`owner-${key}`));
  const me = await (await owner.get("/api/v1/me")).json();
  return {
    id: org.id,
    name,
    owner,
    member: await signIn(ctx, `member@${key}.test`, password(`member-${key}`)),
    viewer: await signIn(ctx, `viewer@${key}.test`, password(`viewer-${key}`)),
    ids: {
      ownerMember: (await (await owner.get("/api/v1/members")).json()).items.find((m: { userId: string }) => m.userId === me.user.id).id,
    },
  };
}

/** Two organisations, each with an owner, a member and a viewer, all signed in. */
export async function twoOrganizations(ctx: TestContext) {
  return { a: await makeOrg(ctx, "a", "Alpha Capital"), b: await makeOrg(ctx, "b", "Beta Partners") };
}

export const fixturePassword = password;
