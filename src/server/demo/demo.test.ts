import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastQuarters } from "@shared/portfolio";
import { createOrganization } from "../lib/organizations";
import { createTestContext, signIn, type TestContext } from "../test/harness";
import { runPendingJobs } from "../features/deck-analysis/deck-jobs";
import { loadDemoData } from "./demo.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("demo data", () => {
  it("populates every built screen and is safe to run twice", async () => {
    const org = await createOrganization(ctx.deps.db, ctx.deps.auth, {
      name: "Demo Fund",
      admin: { email: "d@demo.test", password: "demo-password-1", name: "Dee" },
    });
    const first = await loadDemoData(ctx.deps, org.id);
    expect(first).toMatchObject({ members: 4, tickets: 6, companies: 60, comments: 48, notes: 12, people: 61, lps: 20, lpCrmRows: 15 });
    expect(first.offers).toBeGreaterThan(5);
    expect(first.investments).toBeGreaterThan(20);
    expect(first.trackerDocuments).toBeGreaterThan(100);
    expect(first.notifications).toBe(15); // a mention and two alerts for each of the 5 members
    expect(await loadDemoData(ctx.deps, org.id)).toEqual({
      members: 0,
      tickets: 0,
      companies: 0,
      offers: 0,
      investments: 0,
      comments: 0,
      notes: 0,
      people: 0,
      lps: 0,
      lpCrmRows: 0,
      trackerDocuments: 0,
      ledgerEntries: 0,
      notifications: 0,
    });
    const dee = await signIn(ctx, "d@demo.test", "demo-password-1");
    const count = async (path: string) => (await (await dee.get(path)).json()).total;
    expect(await count("/api/v1/members")).toBe(5);
    // Settings → API: the owner's personal token (prefix only, no token) and a paused endpoint with its log.
    const [token, ...moreTokens] = (await (await dee.get("/api/v1/api-tokens")).json()).items;
    expect(moreTokens).toHaveLength(0);
    expect(token).toMatchObject({ name: "Weekly pipeline report", kind: "personal", scope: "read", createdBy: "Dee" });
    expect(token.prefix).toMatch(/^fl_live_.{4}$/);
    expect(token).not.toHaveProperty("token");
    const [hook, ...moreHooks] = (await (await dee.get("/api/v1/webhooks")).json()).items;
    expect(moreHooks).toHaveLength(0);
    expect(hook).toMatchObject({ enabled: false, events: ["company.created", "company.stage_changed", "intake_submission.created"] });
    const log = (await (await dee.get(`/api/v1/webhooks/${hook.id}/deliveries`)).json()).items;
    expect(log.map((d: { status: string; responseStatus: number }) => [d.status, d.responseStatus])).toEqual([
      ["delivered", 200],
      ["delivered", 200],
      ["failed", 503],
      ["delivered", 200],
    ]);
    expect(await count("/api/v1/pocs")).toBe(4);
    expect(await count("/api/v1/subsectors")).toBe(7);
    expect((await (await dee.get("/api/v1/tickets?status=all")).json()).totalAll).toBe(6);
    const board = (await (await dee.get("/api/v1/companies/board")).json()).columns;
    expect(board.every((c: { total: number }) => c.total > 0)).toBe(true);
    expect(await count("/api/v1/companies")).toBe(60);
    expect(await count("/api/v1/people")).toBe(61);
    const [form] = (await (await dee.get("/api/v1/intake-forms")).json()).items;
    expect(form).toMatchObject({ slug: "raise", publicPath: "/raise", enabled: true });
    expect(await count("/api/v1/intake-forms")).toBe(1);
    const [fundOne] = (await (await dee.get("/api/v1/funds")).json()).items;
    expect(await count(`/api/v1/lps?fundId=${fundOne.id}`)).toBe(12);
    const [raise] = (await (await dee.get("/api/v1/lp-boards")).json()).items;
    const raiseBoard = await (await dee.get(`/api/v1/lp-boards/${raise.id}`)).json();
    expect(raiseBoard.subboards.map((s: { name: string }) => s.name)).toEqual(["Stage A", "Stage B", "Stage C", "Committed"]);
    expect(await count(`/api/v1/lp-crm-rows?boardId=${raise.id}`)).toBe(12);
    const high = (await (await dee.get("/api/v1/people?value=High&limit=500")).json()).items;
    expect(high.length).toBeGreaterThan(10);
    expect((await (await dee.get(`/api/v1/people/${high[0].id}/meetings`)).json()).items.length).toBeGreaterThan(0);
    const founders = (await (await dee.get("/api/v1/people?type=Founder&limit=500")).json()).items;
    expect(founders).toHaveLength(25);
    const founded = (await (await dee.get(`/api/v1/people/${founders[0].id}`)).json()).foundedCompanies;
    expect(founded).toHaveLength(1);
    // Captured e-mails on high-value founders, on the person and the company they founded (issue 45).
    const highFounder = founders
      .filter((f: { value: string }) => f.value === "High")
      .sort((x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name))[0];
    const captured = await (await dee.get(`/api/v1/people/${highFounder.id}/interactions`)).json();
    expect(captured.total).toBe(3);
    expect(captured.items[0].excerpt).toBeTruthy();
    const foundedBy = (await (await dee.get(`/api/v1/people/${highFounder.id}`)).json()).foundedCompanies[0];
    expect((await (await dee.get(`/api/v1/companies/${foundedBy.id}/interactions`)).json()).total).toBe(3);
    expect((await (await dee.get(`/api/v1/companies/${founded[0].id}/founders`)).json()).items[0].id).toBe(founders[0].id);
    const analytics = await (await dee.get("/api/v1/companies/analytics")).json();
    expect(analytics.summary.monthly).toBeGreaterThan(0);
    expect(analytics.byPerson.length).toBeGreaterThanOrEqual(4);
    // Later-stage companies have offers and a memo and deck that download as real PDFs.
    const dd = (await (await dee.get("/api/v1/companies?stage=Due%20Diligence")).json()).items[0];
    expect(await count(`/api/v1/companies/${dd.id}/equity-offers`)).toBeGreaterThan(0);
    const docs = (await (await dee.get(`/api/v1/companies/${dd.id}/documents`)).json()).items;
    expect(docs.map((d: { category: string }) => d.category).sort()).toEqual(["deck", "memo"]);
    const pdf = Buffer.from(await (await dee.get(docs[0].downloadUrl)).arrayBuffer()).toString("latin1");
    expect(pdf).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    // Its deck has a finished analysis, the same one the analyser makes from the deck's PDF.
    const deck = docs.find((d: { category: string }) => d.category === "deck");
    const analysesOf = async () => (await (await dee.get(`/api/v1/companies/${dd.id}/deck-analyses`)).json()).items;
    const [demoAnalysis] = await analysesOf();
    expect(demoAnalysis).toMatchObject({ status: "done", documentId: deck.id, result: { companyName: dd.name } });
    expect(demoAnalysis.result.team.founders).toHaveLength(2);
    expect((await dee.post(`/api/v1/companies/${dd.id}/documents/${deck.id}/analyze`, {})).status).toBe(202);
    await runPendingJobs(ctx.deps);
    expect((await analysesOf())[0].result).toEqual(demoAnalysis.result);
    // A few high-value contacts have documents of their own.
    const withDocs = await Promise.all(
      high.map(async (p: { id: string }) => (await (await dee.get(`/api/v1/people/${p.id}/documents`)).json()).total),
    );
    expect(withDocs.filter((n: number) => n > 0).length).toBeGreaterThanOrEqual(2);
    // Custom fields of every kind have values that name the organisation's own members and people.
    const fields = (await (await dee.get("/api/v1/fields")).json()).items.map(
      (f: { entity: string; key: string }) => `${f.entity}.${f.key}`,
    );
    expect(fields).toEqual(expect.arrayContaining(["company.lead_partner", "company.warm_intro_via", "person.met_at", "lp.mandate"]));
    const memberIds = (await (await dee.get("/api/v1/members")).json()).items.map((m: { userId: string }) => m.userId);
    const fielded = (await (await dee.get("/api/v1/companies?limit=100")).json()).items as { customFields: Record<string, string> }[];
    const leads = fielded.map((c) => c.customFields.lead_partner).filter(Boolean);
    expect(leads.length).toBeGreaterThan(20);
    expect(leads.every((id) => memberIds.includes(id))).toBe(true);
    const intro = fielded.find((c) => c.customFields.warm_intro_via)!.customFields.warm_intro_via;
    expect((await dee.get(`/api/v1/people/${intro}`)).status).toBe(200);
    // Every portfolio company has investments, so the portfolio, its analytics and the fund stats are filled.
    const portfolio = (await (await dee.get("/api/v1/portfolio/companies?limit=500")).json()).items;
    expect(portfolio.length).toBeGreaterThan(3);
    expect(portfolio.every((c: { invested: number }) => c.invested > 0)).toBe(true);
    // One early holding predates the funds: its fund reads "Pre-{Org}" (issue 38).
    expect(portfolio.filter((c: { investedFrom: string | null }) => c.investedFrom?.startsWith("Pre-"))).toHaveLength(1);
    const stats = (await (await dee.get("/api/v1/portfolio/stats")).json()).funds;
    expect(stats.find((f: { name: string }) => f.name === "Fund I").moic).toBeGreaterThan(0);
    // Fund I and Fund II have years of calls, distributions and quarterly NAVs: every figure is filled.
    expect(first.ledgerEntries).toBeGreaterThan(20);
    for (const fund of stats) {
      const m = await (await dee.get(`/api/v1/funds/${fund.id}/metrics`)).json();
      expect(m.navSource, fund.name).toBe("valuation");
      expect(m.paidInUsd).toBeGreaterThan(0);
      expect(m.outstandingUsd).toBeGreaterThan(0);
      expect(m.dpi).toBeGreaterThan(0);
      expect(m.tvpi).toBeGreaterThan(1);
      expect(m.netIrr).toBeGreaterThan(0);
      expect(m.grossMoic).toBeGreaterThan(0);
      const calls = (await (await dee.get(`/api/v1/funds/${fund.id}/capital-calls`)).json()).items;
      expect(calls.length).toBeGreaterThanOrEqual(4);
      // Some LPs pay in instalments: an allocation with two or more dated payments, one still partly outstanding.
      const allocations = calls.flatMap((c: { allocations: unknown[] }) => c.allocations) as {
        amountUsd: number;
        paidUsd: number;
        payments: { paidOn: string; amountUsd: number }[];
      }[];
      expect(allocations.filter((x) => x.payments.length >= 2 && x.paidUsd === x.amountUsd).length, fund.name).toBeGreaterThan(0);
      expect(
        allocations.some((x) => x.payments.length > 0 && x.paidUsd < x.amountUsd),
        fund.name,
      ).toBe(true);
      for (const x of allocations) expect(x.payments.reduce((s, p) => s + p.amountUsd, 0)).toBe(x.paidUsd);
      expect(new Set(calls.map((c: { date: string }) => c.date.slice(0, 4))).size).toBeGreaterThanOrEqual(3);
      expect((await (await dee.get(`/api/v1/funds/${fund.id}/valuations`)).json()).total).toBeGreaterThanOrEqual(8);
    }
    const reminders = await (await dee.get("/api/v1/comments?mine=true&kind=reminder&due=overdue")).json();
    expect(reminders.total).toBeGreaterThan(0);
    expect((await (await dee.get("/api/v1/comments?mine=true&kind=reminder&due=upcoming")).json()).total).toBeGreaterThan(0);
    // The dashboard has exits, failures, investments and the owner's reminders to show.
    const dashboard = await (await dee.get("/api/v1/dashboard")).json();
    expect(dashboard.totals).toMatchObject({ exits: 2, outOfBusiness: 2 });
    expect(dashboard.exits.multiple).toBeGreaterThan(1);
    expect(dashboard.recentInvestments).toHaveLength(5);
    expect(dashboard.topPerformers).toHaveLength(5);
    expect(dashboard.reminders.length).toBeGreaterThan(0);
    const risk = await (await dee.get("/api/v1/dashboard/risk")).json();
    expect(risk.companies.every((c: { shutDown: string | null; lifespanMonths: number }) => c.shutDown && c.lifespanMonths > 0)).toBe(true);
    // One story: founded before the first round, and no round after the company shut down.
    for (const c of portfolio as { id: string }[]) {
      const company = (await (await dee.get(`/api/v1/companies/${c.id}`)).json()) as { foundedDate: string; shutDownDate: string | null };
      const rounds = (await (await dee.get(`/api/v1/companies/${c.id}/equity-investments`)).json()).items as { investmentDate: string }[];
      const dates = rounds.map((r) => r.investmentDate).sort();
      expect(company.foundedDate < dates[0]).toBe(true);
      if (company.shutDownDate) expect(dates.at(-1)! <= company.shutDownDate).toBe(true);
    }
    const performance = await (await dee.get("/api/v1/performance")).json();
    expect(performance.investments.monthly).toBeGreaterThan(0);
    expect(performance.moic).toBeGreaterThan(1);
    // The quarterly tracker: this quarter's bars are a mix of green (100%), amber (50-99%) and red; older quarters are filled.
    const tracker = async (quarter: string) =>
      (await (await dee.get(`/api/v1/portfolio/tracker?quarter=${encodeURIComponent(quarter)}`)).json()).items as {
        progress: number;
        files: { downloadUrl: string }[];
      }[];
    const quarters = lastQuarters(new Date());
    const current = (await tracker(quarters[4])).map((r) => r.progress);
    expect(current.length).toBeGreaterThan(5);
    expect(current).toContain(100);
    expect(current.some((p) => p >= 50 && p < 100)).toBe(true);
    expect(current.some((p) => p < 50)).toBe(true);
    const oldest = await tracker(quarters[0]);
    expect(oldest.filter((r) => r.progress === 100).length).toBeGreaterThan(oldest.length / 2);
    const report = await dee.get(oldest[0].files[0].downloadUrl);
    expect(report.status).toBe(200);
    expect(Buffer.from(await report.arrayBuffer()).toString("latin1")).toMatch(/^%PDF-1\.4/);
    const funds = (await (await dee.get("/api/v1/funds")).json()).items;
    expect(funds[0]).toMatchObject({ name: "Fund I", sizeUsd: 50_000_000, vintageYear: 2021 });
  });
});
