import { createHash } from "node:crypto";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../db/schema";
import { twoOrganizations } from "../../test/fixtures";
import { createTestContext, signIn, type TestContext } from "../../test/harness";
import { backupTo, restoreFrom, tableChecksums, tableCounts } from "./backup.service";

let source: TestContext;
let target: TestContext;
beforeAll(async () => {
  source = await createTestContext();
  target = await createTestContext();
});
afterAll(async () => {
  await source.close();
  await target.close();
});

const sha = (bytes: Uint8Array | null) => (bytes ? createHash("sha256").update(bytes).digest("hex") : null);

describe("backup and restore", () => {
  it("round-trips a populated instance (rows and files) into an empty one", async () => {
    const { a } = await twoOrganizations(source);
    await a.owner.post("/api/v1/tickets", { title: "Backed up ticket", dueDate: "2026-12-24" });
    await a.owner.post("/api/v1/pocs", { name: "Backed up POC" });
    await a.owner.post("/api/v1/invitations", { email: "later@a.test", role: "viewer" });
    const image = new Uint8Array(128).fill(7);
    image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const fd = new FormData();
    fd.append("file", new File([image], "a.png", { type: "image/png" }));
    expect((await a.owner.put("/api/v1/me/avatar", { body: fd })).status).toBe(200);
    const company = await (await a.owner.post("/api/v1/companies", { name: "Backed Up Co", stage: "Due Diligence" })).json();
    const doc = new FormData();
    doc.append("file", new File([Buffer.from("%PDF-1.4 backup")], "deck.pdf"));
    expect((await a.owner.request("POST", `/api/v1/companies/${company.id}/documents`, { body: doc })).status).toBe(201);
    // A portfolio company with an investment: its holdings rollup is derived, rebuilt on restore.
    const held = await (await a.owner.post("/api/v1/companies", { name: "Held Co", stage: "Portfolio" })).json();
    const investment = { roundType: "Seed", investedAmount: 500_000, valuation: 5_000_000, investmentDate: "2026-02-01" };
    expect((await a.owner.post(`/api/v1/companies/${held.id}/equity-investments`, investment)).status).toBe(201);
    const statsBefore = await (await a.owner.get("/api/v1/portfolio/stats")).json();

    const file = join(source.dataDir, "backup.fundline");
    await backupTo(source.deps, file);
    const result = await restoreFrom(target.deps, file);

    expect(result.restored).toEqual(await tableCounts(source.deps.db));
    expect(result.checksums).toEqual(await tableChecksums(source.deps.db));
    expect(Object.keys(result.checksums).length).toBeGreaterThanOrEqual(12);
    const [withAvatar] = (await target.deps.db.select().from(members)).filter((m) => m.avatarKey);
    expect(sha(await target.deps.storage.get(withAvatar.avatarKey!))).toBe(sha(image));
    // Passwords and sessions came along: the owner signs in on the restored instance.
    const owner = await signIn(target, "owner@a.test", "owner-a-password-123");
    // Company documents came along, and the derived stage counters were rebuilt.
    const [restoredDoc] = (await (await owner.get(`/api/v1/companies/${company.id}/documents`)).json()).items;
    expect(Buffer.from(await (await owner.get(restoredDoc.downloadUrl)).arrayBuffer()).toString()).toBe("%PDF-1.4 backup");
    expect((await (await owner.get("/api/v1/companies")).json()).stageCounts).toEqual({ "Due Diligence": 1, Portfolio: 1 });
    expect(await (await owner.get("/api/v1/portfolio/stats")).json()).toEqual(statsBefore);
  });

  it("refuses to restore over an instance that has data", async () => {
    const file = join(source.dataDir, "backup.fundline");
    await expect(restoreFrom(target.deps, file)).rejects.toThrow(/empty instance/);
  });
});
