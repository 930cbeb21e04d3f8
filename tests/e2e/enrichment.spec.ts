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
