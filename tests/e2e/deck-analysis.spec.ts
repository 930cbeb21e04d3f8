import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { kestrelDeck, makeDeckPdf } from "../../src/server/test/pitch-deck";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

// The e2e server has no LLM_BASE_URL: the built-in analyser reads the decks, in the server's worker.
const { owner } = e2eAccounts;
const shots = process.env.PANEL_SHOTS_DIR;
const companies: string[] = [];
const forms: string[] = [];

async function signedIn(request: APIRequestContext) {
  if ((await request.get("/api/v1/me")).ok()) return;
  const res = await request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok(), `sign-in: ${res.status()} ${await res.text()}`).toBe(true);
}

test.afterEach(async ({ request }) => {
  await signedIn(request);
  for (const id of companies.splice(0)) expect((await request.delete(`/api/v1/companies/${id}`)).status()).toBe(204);
  for (const id of forms.splice(0)) expect((await request.delete(`/api/v1/intake-forms/${id}`)).status()).toBe(204);
});

async function openAiTab(page: Page, companyId: string) {
  await page.goto(`/companies/${companyId}?tab=ai`);
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("tab", { name: "AI Extraction" })).toHaveAttribute("aria-selected", "true");
  return panel;
}

test("a founder applies with a PDF deck; a signed-in user sees the new Lead with its deck and its analysis", async ({ page, request }) => {
  await signedIn(request);
  const slug = `e2e-deck-${Date.now().toString(36)}`;
  const form = await request.post("/api/v1/intake-forms", { data: { title: "Apply to Acme Ventures", slug, variant: "compact" } });
  expect(form.status()).toBe(201);
  forms.push((await form.json()).id);
  const name = `Kestrel Health ${Date.now().toString(36)}`;

  await page.goto(`/raise/${slug}`);
  await page.getByLabel("Company Name").fill(name);
  await page.getByLabel("Company Website").fill("https://kestrel.example");
  await page.getByLabel("Sector", { exact: true }).selectOption("Healthcare");
  await page.getByLabel("Sub-sector").selectOption({ index: 1 });
  await page.getByLabel("Region").selectOption("Europe");
  await page.getByLabel("City").fill("Copenhagen");
  await page.getByLabel("Round", { exact: true }).selectOption("Seed");
  await page.getByLabel("Round Size").fill("$4M");
  await page.getByLabel("Desired Valuation").fill("$20M post-money");
  await page.getByLabel("Founder Ownership (%)").fill("80");
  await page.getByLabel("Current Monthly Revenue").fill("$100k");
  await page
    .getByLabel("Elevator Pitch")
    .fill("Readmissions cost hospitals billions. Our shared care plan cuts them. We built billing at Epic.");
  const deck = Buffer.from(await makeDeckPdf(kestrelDeck));
  await page.getByLabel("Files").setInputFiles([{ name: "Kestrel deck.pdf", mimeType: "application/pdf", buffer: deck }]);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("dialog", { name: "Submission Successful" })).toBeVisible();

  const found = await (await request.get(`/api/v1/companies?q=${encodeURIComponent(name)}`)).json();
  expect(found.items).toHaveLength(1);
  const company = found.items[0];
  companies.push(company.id);
  expect(company.stage).toBe("Leads");

  await signedIn(page.request);
  await page.goto(`/companies/${company.id}?tab=documents`);
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("list", { name: "Documents" }).getByText("Kestrel_deck.pdf")).toBeVisible();

  await panel.getByRole("tab", { name: "AI Extraction" }).click();
  // The worker picks the job up within a second or two; the tab polls until it is done.
  await expect(panel.getByText("Clarity score")).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText("Care coordination software that cuts hospital readmissions")).toBeVisible();
  await expect(panel.getByText("3 / 3")).toBeVisible();
  await expect(panel.getByText("Exciting enough to review")).toBeVisible();
  await expect(panel.getByText("$1.2M ARR from 14 hospitals")).toBeVisible();
  await expect(panel.getByText("Maya Chen")).toBeVisible();
  await expect(panel.getByText("$4M", { exact: true })).toBeVisible();
  await expect(panel.getByText(/Analysed by the built-in analyser · 11 pages/)).toBeVisible();
});

for (const width of [1440, 390]) {
  test(`the AI Extraction tab: result, not-found fields, failure with Retry, axe (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page.request);
    const res = await page.request.post("/api/v1/companies", { data: { name: `Deck Co ${width} ${Date.now().toString(36)}` } });
    const id = (await res.json()).id as string;
    companies.push(id);

    let panel = await openAiTab(page, id);
    await expect(panel.getByRole("heading", { name: "No pitch deck analysed yet" })).toBeVisible();

    // A deck that leaves sections out: the panel names what it did not find.
    const partial = await makeDeckPdf(kestrelDeck.filter((s) => !["Go-to-Market", "Use of Funds", "Why Now"].includes(s.title)));
    const upload = await page.request.post(`/api/v1/companies/${id}/documents`, {
      multipart: { category: "deck", file: { name: "partial deck.pdf", mimeType: "application/pdf", buffer: Buffer.from(partial) } },
    });
    expect(upload.status()).toBe(201);
    panel = await openAiTab(page, id);
    await expect(panel.getByText("Clarity score")).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByText("Not found in deck")).toHaveCount(3);
    if (shots) await page.screenshot({ path: `${shots}/deck-analysis-result-${width}.png` });
    await checkA11y(page);

    // An unreadable PDF fails; the failure is shown with its reason and can be retried.
    const broken = await page.request.post(`/api/v1/companies/${id}/documents`, {
      multipart: {
        category: "deck",
        file: { name: "broken.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%broken\n") },
      },
    });
    expect(broken.status()).toBe(201);
    panel = await openAiTab(page, id);
    await expect(panel.getByLabel("Deck", { exact: true })).toHaveValue(/.+/);
    await expect(panel.getByText("The deck could not be analysed")).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByText(/The PDF could not be read/)).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/deck-analysis-failed-${width}.png` });
    await checkA11y(page);
    const retried = page.waitForResponse((r) => r.url().endsWith("/analyze") && r.status() === 202);
    await panel.getByRole("button", { name: "Retry" }).click();
    await retried;
    await expect(panel.getByText("The deck could not be analysed")).toBeVisible({ timeout: 20_000 });
  });
}

test("the banner shows while a deck is being analysed (answered in place), with axe at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signedIn(page.request);
  const res = await page.request.post("/api/v1/companies", { data: { name: `Running Co ${Date.now().toString(36)}` } });
  const id = (await res.json()).id as string;
  companies.push(id);
  const running = {
    id: "00000000-0000-4000-8000-000000000001",
    companyId: id,
    documentId: "00000000-0000-4000-8000-000000000002",
    fileName: "deck.pdf",
    status: "running",
    provider: null,
    result: null,
    error: null,
    attempts: 1,
    pageCount: null,
    durationMs: null,
    createdAt: new Date().toISOString(),
    finishedAt: null,
  };
  await page.route(`**/api/v1/companies/${id}/deck-analyses`, (route) => route.fulfill({ json: { items: [running] } }));
  const panel = await openAiTab(page, id);
  await expect(panel.getByText("Analyzing pitch deck with AI... This may take a moment.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Analyze again" })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/deck-analysis-running-390.png` });
  await checkA11y(page);
  await panel.getByRole("tab", { name: "Document Vault" }).click();
  await expect(panel.getByText("Analyzing pitch deck with AI... This may take a moment.")).toBeVisible();
});
