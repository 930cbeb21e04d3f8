import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, tickets } from "../../db/schema";
import { addMemberWithPassword, createOrganization } from "../../lib/organizations";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, signIn, type TestContext } from "../../test/harness";
import { restoreFrom } from "./backup.service";
import { runOnlineBackup } from "./online-backup";

const backupDir = mkdtempSync(join(tmpdir(), "fundline-online-backups-"));
let source: TestContext;
let a: OrgFixture;
beforeAll(async () => {
  source = await createTestContext({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: "2" } });
  ({ a } = await twoOrganizations(source));
});
afterAll(() => source.close());

describe("online backups", () => {
  it("taken while writes run, restore every write acknowledged before the backup began", { timeout: 180_000 }, async () => {
    const acknowledged: { title: string; at: number }[] = [];
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing && i < 100; i++) {
        const title = `Written ${n}-${i}`;
        const res = await a.owner.post("/api/v1/tickets", { title });
        if (res.status === 201) acknowledged.push({ title, at: performance.now() });
        else throw new Error(`write refused: ${res.status} ${await res.text()}`);
      }
    };
    let failure: unknown = null;
    const writers = [writer(1), writer(2), writer(3)].map((w) => w.catch((err) => void (failure = err)));
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 20 && !failure && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(failure).toBeNull();
    const began = performance.now();
    const result = await runOnlineBackup(source.deps);
    await new Promise((r) => setTimeout(r, 200)); // writes keep landing after the backup, too
    writing = false;
    await Promise.all(writers);
    expect(result?.file).toMatch(/fundline-\d{8}T\d{9}Z\.fundline$/);

    const target = await createTestContext();
    try {
      await restoreFrom(target.deps, result!.file);
      const restored = new Set((await target.deps.db.select({ title: tickets.title }).from(tickets)).map((t) => t.title));
      const before = acknowledged.filter((w) => w.at < began);
      expect(before.length).toBeGreaterThanOrEqual(20);
      for (const w of before) expect(restored.has(w.title), w.title).toBe(true);
      // Nothing invented: every restored ticket was written by the test.
      const all = new Set((await source.deps.db.select({ title: tickets.title }).from(tickets)).map((t) => t.title));
      for (const t of restored) expect(all.has(t)).toBe(true);
    } finally {
      await target.close();
    }
  });

  it("keeps the newest BACKUP_KEEP and lets only the owner of a single-organisation instance download them", async () => {
    await runOnlineBackup(source.deps);
    await runOnlineBackup(source.deps);
    const names = readdirSync(backupDir).filter((n) => n.endsWith(".fundline"));
    expect(names).toHaveLength(2);

    // Two organisations live here: a backup would hand one owner the other's data.
    const list = await a.owner.get("/api/v1/backups");
    expect(list.status).toBe(403);
    const newest = names.sort().at(-1)!;
    expect((await a.owner.get(`/api/v1/backups/${newest}`)).status).toBe(403);
    expect((await a.member.get("/api/v1/backups")).status).toBe(403);
  });
});

describe("backup download on a single-organisation instance", () => {
  let ctx: TestContext;
  const dir = mkdtempSync(join(tmpdir(), "fundline-online-single-"));
  beforeAll(async () => (ctx = await createTestContext({ env: { BACKUP_DIR: dir } })));
  afterAll(() => ctx.close());

  it("owners list and download backups; members get 403; unknown or crafted names get 404", async () => {
    await createOrganization(ctx.deps.db, ctx.deps.auth, {
      name: "Solo Ventures",
      admin: { email: "solo@solo.test", password: "solo-password-123", name: "Solo" },
    });
    await addMemberWithPassword(ctx.deps.db, ctx.deps.auth, (await ctx.deps.db.select().from(organizations))[0].id, {
      email: "m@solo.test",
      password: "member-password-123",
      name: "M",
      role: "admin",
    });
    const owner = await signIn(ctx, "solo@solo.test", "solo-password-123");
    const admin = await signIn(ctx, "m@solo.test", "member-password-123");
    const done = await runOnlineBackup(ctx.deps);
    const list = await (await owner.get("/api/v1/backups")).json();
    expect(list.enabled).toBe(true);
    expect(list.everyHours).toBe(ctx.deps.env.BACKUP_EVERY / 3_600_000);
    expect(list.items).toHaveLength(1);
    const res = await owner.get(`/api/v1/backups/${list.items[0].name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(done!.file))).toBe(true);
    expect((await admin.get("/api/v1/backups")).status).toBe(403);
    expect((await admin.get(`/api/v1/backups/${list.items[0].name}`)).status).toBe(403);
    for (const name of ["fundline-20990101T000000000Z.fundline", "..%2F..%2Fetc%2Fpasswd", "x.fundline"]) {
      expect((await owner.get(`/api/v1/backups/${name}`)).status, name).toBe(404);
    }
  });
});
