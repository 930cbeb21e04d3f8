import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../src/shared/format";
import { formatMultiple, formatPercent } from "../../src/shared/portfolio-maths";
import type { Dashboard, Performance } from "../../src/shared/schemas/dashboard";
import { checkA11y } from "./support/a11y";
import { joinedAccount, signInWithApi, unique } from "./support/accounts";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
const tag = unique();
const names = { top: `Zenith Top ${tag}`, exit: `Harbor Exit ${tag}`, gone: `Ember Gone ${tag}` };
const ids: Record<keyof typeof names, string> = { top: "", exit: "", gone: "" };
let before: Dashboard;
let member: { email: string; password: string } | null = null;

test.describe.configure({ mode: "serial" });

const dashboard = async (page: Page) => (await (await page.request.get("/api/v1/dashboard")).json()) as Dashboard;
const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInWithApi(page, owner);
  before = await dashboard(page);
  const create = async (data: Record<string, unknown>) => {
    const res = await page.request.post("/api/v1/companies", { data: { stage: "Portfolio", ...data } });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string; version: number };
  };
  // Larger than any valuation another spec uses, so it leads Top Performers.
  ids.top = (await create({ name: names.top, valuation: 900_000_000_000_000, oneLiner: "Satellites for everyone" })).id;
  ids.exit = (await create({ name: names.exit, valuation: 2_000_000, operatingStatus: "Exited" })).id;
  const gone = await create({ name: names.gone, sector: "Energy" });
  ids.gone = gone.id;
  const shut = await page.request.patch(`/api/v1/companies/${gone.id}`, { data: { operatingStatus: "Shut-Down", version: gone.version } });
  expect(shut.status()).toBe(200);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInWithApi(page, owner);
  for (const id of Object.values(ids)) if (id) expect((await page.request.delete(`/api/v1/companies/${id}`)).status()).toBe(204);
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, owner);
});

test("the four cards show the organisation's figures; Top Performers and the risk dialog list the new companies", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1100 });
  const now = await dashboard(page);
  // The three companies this spec added, on top of whatever the other specs left.
  expect(now.totals.portfolio).toBe(before.totals.portfolio + 3);
  expect(now.totals.exits).toBe(before.totals.exits + 1);
  expect(now.totals.outOfBusiness).toBe(before.totals.outOfBusiness + 1);

  await page.goto("/dashboard");
  const total = card(page, "Total Investments");
  await expect(total).toContainText(String(now.totals.portfolio));
  await expect(total).toContainText(`Active${now.totals.active}`);
  await expect(total).toContainText(`Exits${now.totals.exits}`);
  await expect(total).toContainText(`Out of Business${now.totals.outOfBusiness}`);
  await expect(card(page, "Capital Deployed")).toContainText(formatMoney(now.capital.deployed));
  await expect(card(page, "Capital Deployed")).toContainText(
    `Average check size ${now.capital.averageCheck === null ? "N/A" : formatMoney(now.capital.averageCheck)}`,
  );
  await expect(card(page, "Exit Performance")).toContainText(formatMultiple(now.exits.multiple));
  const risk = card(page, "Risk Assessment");
  await expect(risk).toContainText(`${now.risk.failed} / ${now.risk.total}`);
  await expect(risk).toContainText(`Failure rate ${formatPercent(now.risk.failureRate)}`);

  const top = page.getByRole("region", { name: "Top Performers" });
  const first = top.getByRole("listitem").first();
  await expect(first).toContainText(names.top);
  await expect(first).toContainText("Satellites for everyone");
  await expect(first).toContainText("$900,000,000,000,000");
  await expect(first.getByRole("link", { name: `View ${names.top}` })).toHaveAttribute("href", `/companies/${ids.top}`);
  await expect(top.getByRole("listitem")).toHaveCount(Math.min(5, now.topPerformers.length));

  const recent = page.getByRole("region", { name: "Recent Investments" });
  if (now.recentInvestments.length === 0) await expect(recent.getByText("No recent investments found")).toBeVisible();
  else await expect(recent.getByRole("listitem")).toHaveCount(now.recentInvestments.length);
  await page.screenshot({ path: "test-results/dashboard-1440.png", fullPage: true });
  await checkA11y(page);

  // A company's comments button opens the dialog on its Comments tab.
  await first.getByRole("button", { name: `Comments on ${names.top}` }).click();
  const comments = page.getByRole("dialog", { name: `Comments & Reminders · ${names.top}` });
  await expect(comments.getByRole("tab", { name: /Comments/ })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(comments).toBeHidden();

  await risk.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Risk Assessment: Failed Companies" });
  await expect(dialog.getByRole("table")).toBeVisible();
  const row = dialog.getByRole("row").filter({ hasText: names.gone });
  await expect(row).toContainText("Energy");
  await expect(row).toContainText("not recorded");
  await expect(row).toContainText("$0");
  await expect(dialog.getByText("Failed Companies", { exact: true }).locator("..")).toContainText(String(now.risk.failed));
  await expect(dialog.getByRole("heading", { name: "High Risk Sectors" })).toBeVisible();
  await page.screenshot({ path: "test-results/dashboard-risk-1440.png" });
  await checkA11y(page);
  await page.keyboard.press("Escape");

  await top.getByRole("link", { name: "View all" }).click();
  await expect(page).toHaveURL(/\/portfoliocompanies$/);
});

test("a new colleague sees the empty reminders state, then their reminders grouped by company with due labels (390 px)", async ({
  page,
}) => {
  member ??= await joinedAccount(page, "member");
  await signInWithApi(page, member);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  const reminders = page.getByRole("region", { name: "My Reminders & Comments" });
  await expect(reminders.getByText("No upcoming reminders")).toBeVisible();
  await reminders.getByRole("button", { name: "Create reminder" }).click();
  const mine = page.getByRole("dialog", { name: "My Comments & Reminders" });
  await expect(mine.getByRole("tab", { name: /Reminders/ })).toHaveAttribute("aria-selected", "true");
  // "Create reminder" leads somewhere: the Reminders tab has its add form, with a company picker.
  const add = mine.getByRole("form", { name: "Add Reminder" });
  await add.getByLabel("Reminder", { exact: true }).fill("Ask for the wind-down report");
  await add.getByRole("button", { name: "Add Reminder" }).click();
  await expect(add.getByText("Choose a company")).toBeVisible();
  await expect(add.getByLabel("Reminder", { exact: true })).toHaveValue("Ask for the wind-down report");
  await add.getByRole("combobox", { name: "Company" }).fill(names.gone);
  await add.getByRole("option", { name: names.gone }).click();
  await expect(add.getByText("Choose a company")).toBeHidden();
  await page.screenshot({ path: "test-results/dashboard-add-reminder-390.png" });
  await checkA11y(page);
  await add.getByRole("button", { name: "Add Reminder" }).click();
  await expect(mine.getByRole("region", { name: "Active Reminders" }).getByText("Ask for the wind-down report")).toBeVisible();
  await expect(add.getByLabel("Reminder", { exact: true })).toHaveValue("");
  // The Comments tab has its form too.
  await mine.getByRole("tab", { name: /Comments/ }).click();
  await expect(mine.getByRole("form", { name: "Add Comment" }).getByRole("combobox", { name: "Company" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(reminders.getByRole("region", { name: names.gone })).toContainText("Ask for the wind-down report");

  const local = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  };
  for (const [companyId, text, dueDate] of [
    [ids.top, "Board deck review", local(1)],
    [ids.top, "Call the CFO", local(0)],
    [ids.exit, "Send the exit memo", null],
  ] as const) {
    const res = await page.request.post("/api/v1/comments", { data: { companyId, kind: "reminder", text, dueDate } });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  const topGroup = reminders.getByRole("region", { name: names.top });
  await expect(topGroup.getByRole("listitem").nth(0)).toContainText("Call the CFO");
  await expect(topGroup.getByRole("listitem").nth(0)).toContainText("Today");
  await expect(topGroup.getByRole("listitem").nth(1)).toContainText("Tomorrow");
  await expect(reminders.getByRole("region", { name: names.exit })).toContainText("No due date");
  await expect(reminders.getByRole("link", { name: names.top })).toHaveAttribute("href", `/companies/${ids.top}`);
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/dashboard-390.png", fullPage: true });
  await checkA11y(page);

  await page.getByRole("region", { name: "Risk Assessment" }).getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Risk Assessment: Failed Companies" });
  await expect(dialog.getByRole("listitem").filter({ hasText: names.gone })).toContainText("not recorded");
  await expect(dialog.getByRole("table")).toHaveCount(0);
  await page.screenshot({ path: "test-results/dashboard-risk-390.png" });
  await checkA11y(page);
});

test("founded and shut-down dates are edited in Company Info and drive the risk dialog; missing ones read not recorded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const risk = () => page.getByRole("dialog", { name: "Risk Assessment: Failed Companies" });
  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Risk Assessment" }).getByRole("button", { name: "View Details" }).click();
  const row = risk().getByRole("row").filter({ hasText: names.gone });
  await expect(row).toContainText("not recorded");
  await page.keyboard.press("Escape");

  await page.goto(`/companies/${ids.gone}?tab=info`);
  const info = page.getByRole("dialog").getByRole("region", { name: "Company Info" });
  await info.getByRole("button", { name: "Edit" }).click();
  await info.getByLabel("Founded").fill("2021-01-10");
  await info.getByLabel("Shut Down").fill("2020-05-01");
  await info.getByRole("button", { name: "Save" }).click();
  await expect(info.getByText("Shut-down date cannot be before the founded date")).toBeVisible();
  await info.getByLabel("Shut Down").fill("2023-07-20");
  await info.getByRole("button", { name: "Save" }).click();
  await expect(info.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(info).toContainText("Jan 10, 2021");
  await expect(info).toContainText("Jul 20, 2023");

  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Risk Assessment" }).getByRole("button", { name: "View Details" }).click();
  await expect(row).toContainText("Jan 10, 2021");
  await expect(row).toContainText("Jul 20, 2023");
  await expect(row).toContainText("30 months");
  await page.screenshot({ path: "test-results/dashboard-risk-dates-1440.png" });
  await checkA11y(page);
});

test("a viewer is not offered to create reminders or comments", async ({ page }) => {
  const viewer = await joinedAccount(page, "viewer");
  await signInWithApi(page, viewer);
  await page.goto("/dashboard");
  const reminders = page.getByRole("region", { name: "My Reminders & Comments" });
  await expect(reminders.getByText("No upcoming reminders")).toBeVisible();
  await expect(reminders.getByRole("button", { name: "Create reminder" })).toHaveCount(0);
  await reminders.getByRole("button", { name: "Open all" }).click();
  const mine = page.getByRole("dialog", { name: "My Comments & Reminders" });
  await expect(mine.getByRole("heading", { name: "Active Reminders" })).toBeVisible();
  await expect(mine.getByRole("form")).toHaveCount(0);
});

test("Investment Performance shows the API's figures with their formulas; the old path redirects", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const perf = (await (await page.request.get("/api/v1/performance")).json()) as Performance;
  await page.goto("/dreaminvestmentperformance");
  await expect(page).toHaveURL(/\/performance$/);
  await expect(card(page, "Total Investments")).toContainText(perf.investments.total.toLocaleString("en-US"));
  await expect(card(page, "Monthly Performance")).toContainText(String(perf.investments.monthly));
  await expect(card(page, "Annual Performance")).toContainText(String(perf.investments.annual));
  await expect(card(page, "Total Invested")).toContainText(formatMoney(perf.invested));
  await expect(card(page, "Current Value")).toContainText(formatMoney(perf.value));
  await expect(card(page, "MOIC")).toContainText(formatMultiple(perf.moic));
  await expect(page.getByRole("button", { name: "How MOIC is computed: Current value ÷ total invested." })).toBeVisible();
  await page.screenshot({ path: "test-results/performance-1440.png", fullPage: true });
  await checkA11y(page);

  await page.getByRole("tab", { name: "Individual" }).click();
  await expect(card(page, "Companies Invested In")).toContainText(String(perf.companyCount));
  if (perf.companies.length === 0) await expect(page.getByText("No investments yet").first()).toBeVisible();
  else await expect(page.getByRole("table").getByRole("row")).toHaveCount(perf.companies.length + 1);
  await checkA11y(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/performance-390.png", fullPage: true });
  await checkA11y(page);
});

test("on a first load the dashboard's figures are asked for once, before the page's code has loaded", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path === "/api/v1/dashboard" || path.startsWith("/assets/dashboard-")) requests.push(path);
  });
  await page.goto("/dashboard");
  await expect(card(page, "Total Investments")).toBeVisible();
  // boot.js starts the request; the page takes that answer instead of asking again.
  expect(requests.filter((p) => p === "/api/v1/dashboard")).toHaveLength(1);
  expect(requests[0]).toBe("/api/v1/dashboard");
});

test("signed in, the app shell's and the page's code are preloaded; signed out, the sign-in page's instead", async ({ page, browser }) => {
  const preloaded = (p: Page) =>
    p.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));
  await page.goto("/dashboard");
  await expect(card(page, "Total Investments")).toBeVisible();
  const signedIn = await preloaded(page);
  expect(signedIn.some((f) => f.startsWith("/assets/app-shell-"))).toBe(true);
  expect(signedIn.some((f) => f.startsWith("/assets/dashboard-"))).toBe(true);

  const visitor = await browser.newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("button", { name: "Sign in" })).toBeVisible();
  // shared-public is the sign-in page's own code; the signed-in shell and its shared chunk are not.
  expect((await preloaded(visitor)).filter((f) => /^\/assets\/(app-shell|shared)-(?!public)/.test(f))).toEqual([]);
  // ...but the sign-in page's own code is fetched while the entry downloads.
  expect((await preloaded(visitor)).some((f) => f.startsWith("/assets/sign-in-"))).toBe(true);
  await visitor.close();
});
