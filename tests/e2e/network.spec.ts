import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { signInWithApi, unique } from "./support/accounts";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;

async function openNetwork(page: Page) {
  await page.goto("/people");
  // The app's own header (the server draws one first): only then does "Loading" being gone mean loaded.
  await expect(page.locator("main#main").getByRole("heading", { level: 1, name: "Network Directory" })).toBeVisible();
  await expect(page.getByText("Loading network data...")).toBeHidden();
}

test.beforeEach(async ({ page }) => signInWithApi(page, owner));

test("empty network, add a contact, find them by search and Advanced Search, edit, delete", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openNetwork(page);
  // This spec is the only one that adds people, and it deletes what it adds.
  await expect(page.getByText("No people found")).toBeVisible();
  await expect(page.getByText("You haven't added any people to your network yet.")).toBeVisible();
  await checkA11y(page);

  const name = `Priya Raman ${unique()}`;
  // On a 1366×768 laptop the dialog's Cancel / Add Contact stay in view (sticky footer).
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole("button", { name: "Add Your First Contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Contact" });
  await expect(dialog.getByRole("button", { name: "Add Contact" })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole("button", { name: "Add Contact" })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: "test-results/network-dialog-390.png" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(dialog.getByPlaceholder("New Contact")).toBeFocused();
  await expect(dialog.getByText("Interactions will appear here after saving.")).toBeVisible();
  await expect(dialog.getByText("Documents can be attached after saving.")).toBeVisible();
  await expect(dialog.getByText("Not provided")).toHaveCount(4);
  await dialog.getByPlaceholder("New Contact").fill(name);
  await dialog.getByLabel("Company").fill("Raman Family Office");
  await dialog.getByLabel("Title").fill("Principal");
  await dialog.getByLabel("Email").fill("priya@raman.example");
  await dialog.getByLabel("Phone").fill("14155550101");
  await expect(dialog.getByLabel("Phone")).toHaveValue("+1 (415) 555-0101");
  await dialog.getByLabel("LinkedIn").fill("https://www.linkedin.com/in/priya-raman");
  await dialog.getByLabel("Type").selectOption("Family Office");
  await dialog.getByLabel("Sector Focus").selectOption("FinTech");
  await dialog.getByLabel("City").fill("San Francisco");
  await dialog.getByLabel("Value").selectOption("High");
  await expect(dialog.getByRole("link", { name: "View Profile" })).toBeVisible();
  await expect(dialog.getByText("Not provided")).toHaveCount(0);
  await page.screenshot({ path: "test-results/network-dialog-1440.png" });
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Add Contact" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell", { name: "Raman Family Office" })).toBeVisible();
  await page.screenshot({ path: "test-results/network-1440.png" });
  await checkA11y(page);

  // The LinkedIn link opens a new tab and does not open the row.
  const [popup] = await Promise.all([page.waitForEvent("popup"), row.getByRole("link", { name: "LinkedIn" }).click()]);
  await popup.close();
  await expect(page).toHaveURL(/\/people$/);

  // Basic search, and a search that matches no one.
  const search = page.getByLabel(/Search people/);
  await search.fill("family office");
  await expect(row).toBeVisible();
  await search.fill("zzz-nobody");
  await expect(page.getByText("No contacts match your search criteria. Try adjusting your filters.")).toBeVisible();
  // The header counts matches against the whole network, not "0 people in your network".
  await expect(page.getByText(/^0 of \d+ (people|person) match$/)).toBeVisible();

  // Advanced Search clears the basic search; per-field partial matches.
  await page.getByRole("button", { name: "Advanced Search" }).click();
  await expect(page.getByLabel(/Search people/)).toHaveCount(0);
  await expect(row).toBeVisible();
  const advanced = page.getByRole("group", { name: "Advanced Search" });
  await advanced.getByLabel("City").fill("francisco");
  await advanced.getByLabel("Email").fill("raman.example");
  await expect(row).toBeVisible();
  await advanced.getByLabel("City").fill("Boston");
  await expect(page.getByText("No people found")).toBeVisible();
  await page.getByRole("button", { name: "Basic Search" }).click();
  await expect(page.getByLabel(/Search people/)).toHaveValue("");
  await expect(row).toBeVisible();

  // Row click opens the person; edit; delete with the spec's confirmation.
  await row.getByRole("cell", { name: "Principal" }).click();
  await expect(page).toHaveURL(/\/people\/[0-9a-f-]{36}$/);
  const detail = page.getByRole("dialog", { name });
  await expect(detail.getByText("High value")).toBeVisible();
  await expect(detail.getByText("No meetings logged yet.")).toBeVisible();
  // Only recorded details are listed: no wall of empty rows.
  await expect(detail.getByText("—", { exact: true })).toHaveCount(0);
  await expect(detail.getByText("Check Size Range")).toHaveCount(0);
  await page.screenshot({ path: "test-results/network-contact-1440.png" });
  await checkA11y(page);
  // Escape closes the contact; Back afterwards does not open it again.
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/people$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/people$/);
  await expect(detail).toHaveCount(0);
  await row.getByRole("cell", { name: "Principal" }).click();
  await expect(detail).toBeVisible();
  await detail.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await edit.getByLabel("Title").fill("Managing Principal");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("dialog", { name }).getByText("Managing Principal", { exact: true })).toBeVisible();
  await page.getByRole("dialog", { name }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Are you sure you want to delete ${name}? This action cannot be undone.`)).toBeVisible();
  const personUrl = new URL(page.url()).pathname;
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname.startsWith(`/api/v1${personUrl}`)) asked.push(r.url());
  });
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByText("You haven't added any people to your network yet.")).toBeVisible();
  // After the delete nothing asks for the deleted person again (no 404s), live updates included.
  await page.waitForTimeout(1_500);
  expect(asked).toEqual([]);
});

test("phones: a readable card list at 390 px; keyboard opens a person", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Tom Ito ${unique()}`;
  const created = await page.request.post("/api/v1/people", { data: { name, title: "Angel", companyName: "Self", city: "Austin" } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await openNetwork(page);
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText("N/A")).toBeVisible();
  await page.screenshot({ path: "test-results/network-390.png" });
  await checkA11y(page);
  await card.getByRole("link", { name }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/people/${id}$`));
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  await page.screenshot({ path: "test-results/person-390.png" });
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/people$/);
  expect((await page.request.delete(`/api/v1/people/${id}`)).status()).toBe(204);
});

test("Network CRM: pick a high-value contact and log a meeting (Date and Purpose required)", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `Hana Value ${unique()}`;
  const created = await page.request.post("/api/v1/people", { data: { name, value: "High", companyName: "Value LP" } });
  const { id } = await created.json();
  await page.goto("/networkcrm");
  await expect(page.getByText("Select a high-value person from the sidebar to view or add meetings.")).toBeVisible();
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { name: `Meetings with ${name}` })).toBeVisible();
  await expect(page.getByText("No meetings logged yet.")).toBeVisible();
  await page.getByLabel("Date").fill("");
  await page.getByRole("button", { name: "Add Meeting" }).click();
  await expect(page.getByText("Date is required")).toBeVisible();
  await page.getByLabel("Date").fill("2026-03-02");
  await page.getByRole("button", { name: "Add Meeting" }).click();
  await expect(page.getByText("Purpose is required")).toBeVisible();
  await page.getByLabel("Purpose").fill("Fund II intro");
  await page.getByLabel("Notes").fill("Interested in a $1M commitment");
  await page.getByRole("button", { name: "Add Meeting" }).click();
  await expect(page.getByRole("row", { name: /Mar 2, 2026 Fund II intro/ })).toBeVisible();
  // The toast's code loads with the first toast: wait for it to show, then to go (axe would catch it mid-animation).
  await expect(page.getByText("Meeting logged")).toBeVisible();
  await expect(page.getByText("Meeting logged")).toBeHidden({ timeout: 10_000 });
  await checkA11y(page);
  await page.screenshot({ path: "test-results/network-crm-1440.png" });
  expect((await (await page.request.get(`/api/v1/people/${id}`)).json()).lastMeeting).toBe("2026-03-02");
  expect((await page.request.delete(`/api/v1/people/${id}`)).status()).toBe(204);
});
