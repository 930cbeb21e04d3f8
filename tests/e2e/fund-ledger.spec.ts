import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
});

// Other specs share this server: remove the fund and everything on it.
let fundId = "";
test.afterEach(async ({ page }) => {
  if (!fundId) return;
  const ledger = async (what: string) =>
    (await (await page.request.get(`/api/v1/funds/${fundId}/${what}`)).json()).items as { id: string }[];
  for (const c of await ledger("capital-calls")) await page.request.delete(`/api/v1/capital-calls/${c.id}`);
  for (const d of await ledger("distributions")) await page.request.delete(`/api/v1/distributions/${d.id}`);
  for (const v of await ledger("valuations")) await page.request.delete(`/api/v1/valuations/${v.id}`);
  const lps = (await (await page.request.get(`/api/v1/lps?fundId=${fundId}`)).json()).items as { id: string }[];
  for (const lp of lps) await page.request.delete(`/api/v1/lps/${lp.id}`);
  await page.request.delete(`/api/v1/funds/${fundId}`);
  fundId = "";
});

const metric = (page: Page, label: string) => page.getByTestId(`metric-${label}`);

test("Fund ledger: create a call, mark one LP paid, see DPI/TVPI/IRR and the LP statement change; the statement prints on one page", async ({
  page,
}) => {
  const fundName = unique("Ledger Fund");
  const fund = await (await page.request.post("/api/v1/funds", { data: { name: fundName, sizeUsd: 10_000_000 } })).json();
  fundId = fund.id;
  const addLp = async (entityName: string, commitmentUsd: number) =>
    (await (await page.request.post("/api/v1/lps", { data: { fundId, entityName, commitmentUsd } })).json()).id as string;
  const alder = await addLp("Alder Endowment", 600_000);
  await addLp("Birch Family Office", 400_000);
  await page.request.post(`/api/v1/funds/${fundId}/valuations`, { data: { date: "2026-06-30", navUsd: 900_000 } });
  await page.request.post(`/api/v1/funds/${fundId}/distributions`, { data: { date: "2026-03-01", totalUsd: 300_000, kind: "Gain" } });

  await page.goto("/portfoliostats");
  await page.getByRole("tab", { name: fundName }).click();
  await expect(page.getByRole("heading", { name: "Fund performance" })).toBeVisible();
  await expect(metric(page, "DPI")).toHaveText("—");

  // A call of $1,000,000 is split 600,000 / 400,000 pro rata to commitment.
  await page.getByRole("button", { name: "New capital call" }).click();
  const dialog = page.getByRole("dialog", { name: "New capital call" });
  await dialog.getByLabel("Call date").fill("2026-01-05");
  await dialog.getByLabel("Due date").fill("2026-01-20");
  await dialog.getByLabel("Total amount").fill("1000000");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: /Jan 5, 2026/ })).toContainText("$1,000,000");
  await expect(metric(page, "Called")).toHaveText("$1,000,000");

  // Before anyone paid: the statement shows the call, nothing paid in.
  await page.goto(`/lps/${alder}/statement?asOf=2026-09-30`);
  await expect(page.getByRole("heading", { name: "Capital account statement" })).toBeVisible();
  await expect(page.getByTestId("statement-Paid in")).toHaveText("$0");
  await expect(page.getByTestId("statement-Outstanding")).toHaveText("$600,000");

  // Alder pays its share in two instalments.
  await page.goto("/portfoliostats");
  await page.getByRole("tab", { name: fundName }).click();
  await page.getByRole("button", { name: /Show LP shares of the call of Jan 5, 2026/ }).click();
  await page.getByRole("button", { name: "Record payment by Alder Endowment" }).click();
  const pay = page.getByRole("dialog", { name: "Record payment" });
  await expect(pay.getByLabel("Amount")).toHaveValue("600,000");
  await expect(pay.getByText("No payments yet.")).toBeVisible();
  await pay.getByLabel("Paid on").fill("2026-01-15");
  // The server's field error (more than is outstanding) shows under the field and keeps the input.
  await pay.getByLabel("Amount").fill("700000");
  await pay.getByRole("button", { name: "Add payment" }).click();
  await expect(pay.getByText(/Paid cannot be more than this LP's share of the call \(\$600,000\): \$600,000 is outstanding/)).toBeVisible();
  await expect(pay.getByLabel("Amount")).toHaveValue("700,000");
  await pay.getByLabel("Amount").fill("250000");
  await pay.getByRole("button", { name: "Add payment" }).click();
  await expect(pay).toBeHidden();
  const alderRow = page.getByRole("row", { name: /Alder Endowment/ });
  await expect(alderRow).toContainText("$350,000");
  await expect(metric(page, "Called")).toHaveText("$1,000,000");
  await page.getByRole("button", { name: "Record payment by Alder Endowment" }).click();
  await expect(pay.getByRole("table", { name: "Payments by Alder Endowment" })).toContainText("Jan 15, 2026");
  await expect(pay.getByLabel("Amount")).toHaveValue("350,000");
  await checkA11y(page);
  await pay.getByLabel("Paid on").fill("2026-02-10");
  // Keyboard only: Enter submits the form.
  await pay.getByLabel("Paid on").press("Enter");
  await expect(pay).toBeHidden();
  await expect(alderRow).toContainText("2 payments");

  // Paid in 600,000; distributed 300,000; NAV 900,000 → DPI 0.50x, RVPI 1.50x, TVPI 2.00x, a positive IRR.
  await expect(metric(page, "DPI")).toHaveText("0.50x");
  await expect(metric(page, "TVPI")).toHaveText("2.00x");
  await expect(metric(page, "Net IRR")).toHaveText(/^\d+\.\d\d%$/);
  await page.getByRole("button", { name: /^TVPI/ }).click();
  await expect(page.getByRole("region", { name: "How TVPI was computed" })).toContainText("DPI + RVPI");

  // The statement changed, and prints on one page.
  await page.goto(`/lps/${alder}/statement?asOf=2026-09-30`);
  await expect(page.getByTestId("statement-Paid in")).toHaveText("$600,000");
  await expect(page.getByTestId("statement-Outstanding")).toHaveText("$0");
  await expect(page.getByTestId("statement-DPI")).toHaveText("0.30x");
  // Each instalment is its own statement line, on its own day.
  await expect(page.getByRole("row", { name: /Jan 15, 2026.*\$250,000/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Feb 10, 2026.*\$350,000/ })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const pdf = (await page.pdf({ format: "Letter", printBackground: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  expect(pdf.length).toBeGreaterThan(1000);

  // On a phone each line is a small card: the statement does not scroll sideways.
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 390, height: 844 });
  const lines = page.getByRole("list", { name: "Statement lines" });
  await expect(lines.getByRole("listitem").filter({ hasText: "Feb 10, 2026" })).toContainText("$350,000");
  await expect(page.getByRole("table", { name: "Statement lines" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The LP's dialog shows the same lines as cards in a box the keyboard can scroll.
  await page.goto("/lps");
  await page.getByRole("tab", { name: fundName }).click();
  await expect(page.getByText("Loading LP data...")).toBeHidden();
  await page
    .getByRole("row", { name: /Alder Endowment/ })
    .getByRole("button", { name: "Alder Endowment" })
    .click();
  const transactions = page.getByRole("dialog", { name: "Alder Endowment" }).getByRole("region", { name: "Capital account transactions" });
  await expect(transactions.getByRole("listitem").filter({ hasText: "Feb 10, 2026" })).toContainText("$350,000");
  await transactions.focus();
  await expect(transactions).toBeFocused();
  await checkA11y(page);
});
