import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

// The e2e server runs without ENRICHMENT_API_KEY: the Market Analysis tab says so and how to set it.
const { owner } = e2eAccounts;
const shots = process.env.PANEL_SHOTS_DIR;
const created: string[] = [];

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
});
test.afterEach(async ({ page }) => {
  for (const id of created.splice(0)) await page.request.delete(`/api/v1/companies/${id}`);
});

async function newCompany(page: Page) {
  const name = `Enrich Robotics ${Date.now().toString(36)}`;
  const res = await page.request.post("/api/v1/companies", { data: { name, website: "https://enrich-robotics.example" } });
  expect(res.status()).toBe(201);
  const id = (await res.json()).id as string;
  created.push(id);
  return id;
}

for (const width of [1440, 390]) {
  test(`without a key the Market Analysis tab says enrichment is not configured and how (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await newCompany(page);
    const api = await page.request.get(`/api/v1/companies/${id}/enrichment`);
    expect(await api.json()).toEqual({ status: "not_configured" });
    await page.goto(`/companies/${id}?tab=market`);
    const panel = page.getByRole("dialog");
    await expect(panel.getByRole("tab", { name: "Market Analysis" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("heading", { name: "Enrichment is not configured" })).toBeVisible();
    await expect(panel.getByText("ENRICHMENT_API_KEY")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Refresh" })).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/enrichment-not-configured-${width}.png` });
    await checkA11y(page);
  });
}

// The configured states come from the API (tested with a local fake provider); here the browser's
// request is answered in place to check the data layout, its accessibility and the narrow width.
const data = {
  legalName: "Enrich Robotics, Inc.",
  status: "Active",
  founded: "2019",
  locality: "Boston",
  country: "United States",
  customerTypes: ["B2B", "Enterprise"],
  financingStatus: "Venture Capital-Backed",
  description: "Warehouse robots that pick mixed items.",
  tagline: "Picking, solved",
  domain: "enrich-robotics.example",
  funding: {
    total: 18_500_000,
    latestDealAmount: 12_000_000,
    latestDealType: "Series A",
    latestDealDate: "2025-03-14",
    roundCount: 3,
    investorCount: 9,
  },
  headcount: { current: 84, monthlyChange: 4, monthlyChangePercent: 5, yearlyChange: 31, yearlyChangePercent: 58.5 },
  linkedinFollowers: 5210,
  webTraffic: { current: 42_000, monthlyChange: -1200, monthlyChangePercent: -2.8 },
  industries: ["Robotics"],
  tags: ["logistics", "automation"],
  alternateNames: [],
  news: Array.from({ length: 5 }, (_, i) => ({
    title: `Enrich Robotics opens site ${i + 1}`,
    date: `2025-0${i + 1}-10`,
    url: `https://news.example.com/${i + 1}`,
  })),
};

for (const width of [1440, 390]) {
  test(`the enrichment data shows headcount, funding, traffic, tags and 5 news items (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await newCompany(page);
    await page.route(`**/api/v1/companies/${id}/enrichment`, (route) =>
      route.fulfill({
        json: { status: "ok", domain: "enrich-robotics.example", fetchedAt: "2026-11-20T10:00:00.000Z", data },
      }),
    );
    await page.goto(`/companies/${id}?tab=market`);
    const card = page.getByRole("region", { name: "Company Enrichment Data" });
    await expect(card.getByText("$18,500,000")).toBeVisible();
    await expect(card.getByText("84", { exact: true })).toBeVisible();
    await expect(card.getByText("42,000", { exact: true })).toBeVisible();
    await expect(card.getByText("logistics")).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveCount(5);
    await expect(card.getByRole("button", { name: "Refresh" })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/enrichment-data-${width}.png`, fullPage: true });
    await checkA11y(page);
  });
}
