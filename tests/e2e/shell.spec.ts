import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;

// A valid 1×1 PNG.
const tinyPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test.beforeEach(async ({ page }) => {
  // Signing in through the API shares the session cookie with the page.
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: owner.email, password: owner.password, rememberMe: true },
  });
  expect(res.ok()).toBe(true);
  // Start every test from the seeded display name, whatever an earlier test left.
  const reset = await page.request.patch("/api/v1/me", { data: { name: owner.name } });
  expect(reset.ok()).toBe(true);
});

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openProfile(page: Page) {
  await page
    .getByRole("complementary", { name: "Sidebar" })
    .getByRole("button", { name: /Olivia/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Profile" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("sidebar links navigate, highlight, and groups remember their state", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Acme Ventures Dashboard" })).toBeVisible();
  await expect(page.getByText("Management Platform")).toBeVisible();

  await nav(page).getByRole("link", { name: "Pipeline" }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page).toHaveTitle("Pipeline · Fundline");
  await expect(page.getByRole("heading", { level: 1, name: "Investment Pipeline" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Pipeline" })).toHaveAttribute("aria-current", "page");

  await nav(page).getByRole("link", { name: "Portfolio Companies" }).click();
  await expect(page).toHaveURL(/\/portfoliocompanies$/);
  await expect(nav(page).getByRole("button", { name: "Portfolio" })).toHaveAttribute("data-active", "true");

  await nav(page).getByRole("link", { name: "Network CRM" }).click();
  await expect(page).toHaveURL(/\/networkcrm$/);
  await expect(nav(page).getByRole("button", { name: "Network" })).toHaveAttribute("data-active", "true");
  await expect(nav(page).getByRole("button", { name: "Portfolio" })).not.toHaveAttribute("data-active");

  const lps = nav(page).getByRole("button", { name: "LPs" });
  await expect(lps).toHaveAttribute("aria-expanded", "true");
  await lps.click();
  await expect(nav(page).getByRole("link", { name: "Existing LPs" })).toBeHidden();
  await page.reload();
  await expect(nav(page).getByRole("button", { name: "LPs" })).toHaveAttribute("aria-expanded", "false");
  await nav(page).getByRole("button", { name: "LPs" }).click();
  await nav(page).getByRole("link", { name: "Existing LPs" }).click();
  await expect(page).toHaveURL(/\/lps$/);

  await page.goto("/dreaminvestmentperformance");
  await expect(page).toHaveURL(/\/performance$/);
  await expect(page.getByRole("heading", { level: 1, name: "Investment Performance" })).toBeVisible();
});

test("the collapsed sidebar is icon-only and remembered after a reload", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await expect(nav(page).getByText("Pipeline")).toHaveCount(0); // labels hidden, icons keep aria-labels
  await page.reload();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await nav(page).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await checkA11y(page);
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(nav(page).getByText("Pipeline")).toBeVisible();
});

test("on a 390 px screen the menu slides in and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await checkA11y(page);
  await menu.getByRole("link", { name: "Network Directory" }).click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await checkA11y(page);
});

test("profile dialog: rename with Enter, cancel with Escape", async ({ page }) => {
  await page.goto("/dashboard");
  const dialog = await openProfile(page);
  await expect(dialog.getByText("Active")).toBeVisible();
  await expect(dialog.getByText(/^[1-9]\d?\/[1-9]\d?\/\d{4}$/)).toBeVisible();
  await expect(dialog.getByText("Double-click your name to edit it.")).toBeVisible();
  await expect(dialog.getByText("Hover over your photo to upload a new one.")).toBeVisible();
  await checkA11y(page);

  await dialog.getByText(owner.name, { exact: true }).dblclick();
  await dialog.getByRole("textbox", { name: "Display name" }).fill("Olivia Renamed");
  await dialog.getByRole("textbox", { name: "Display name" }).press("Enter");
  await expect(dialog.getByText("Olivia Renamed", { exact: true })).toBeVisible();

  await dialog.getByText("Olivia Renamed", { exact: true }).dblclick();
  await dialog.getByRole("textbox", { name: "Display name" }).fill("Not kept");
  await dialog.getByRole("textbox", { name: "Display name" }).press("Escape");
  await expect(dialog).toBeVisible(); // Escape cancelled the edit, not the dialog
  await expect(dialog.getByText("Olivia Renamed", { exact: true })).toBeVisible();

  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByText("Olivia Renamed")).toBeVisible();
  await page.reload();
  const reopened = await openProfile(page);
  // Keyboard path back to the original name: focus the name, Enter, type, Enter.
  await reopened.getByRole("button", { name: /Display name: Olivia Renamed/ }).focus();
  await page.keyboard.press("Enter");
  await reopened.getByRole("textbox", { name: "Display name" }).fill(owner.name);
  await page.keyboard.press("Enter");
  await expect(reopened.getByText(owner.name, { exact: true })).toBeVisible();
  await reopened.getByRole("button", { name: "Close", exact: true }).click();
  await expect(reopened).toBeHidden();
  await expect(page.getByText(`Welcome back, ${owner.name}`)).toBeVisible();
});

test("profile photo: upload a PNG, refuse a non-image, remove it", async ({ page }) => {
  await page.goto("/dashboard");
  const dialog = await openProfile(page);
  const fileInput = dialog.getByLabel("Upload profile photo");

  await fileInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Please select an image file")).toBeVisible();

  await fileInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: tinyPng });
  const photo = dialog.getByRole("img", { name: /^Profile photo of / });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(photo).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Remove" })).toHaveCount(0);
});

test("a session that ended elsewhere sends the user back to sign-in", async ({ page }) => {
  await page.goto("/dashboard");
  const dialog = await openProfile(page);
  // Sign out "in another tab": same cookies, outside this page.
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/api/auth/sign-out", { data: {}, headers: { Origin: origin } });
  expect(res.ok()).toBe(true);
  await dialog.getByText(owner.name, { exact: true }).dblclick();
  await dialog.getByRole("textbox", { name: "Display name" }).fill("Ghost");
  await dialog.getByRole("textbox", { name: "Display name" }).press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("unknown paths show the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveTitle("Page not found · Fundline");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: "Go back home" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("every shell page passes axe", async ({ page }) => {
  const pages: [string, string][] = [
    ["/dashboard", "Acme Ventures Dashboard"],
    ["/companies", "Pipeline"],
    ["/portfoliocompanies", "Investment Portfolio"],
    ["/portfoliomanagement", "Quarterly Tracker"],
    ["/portfoliostats", "Portfolio Stats"],
    ["/lps", "Limited Partners"],
    ["/lpcrm", "LP CRM Board"],
    ["/people", "Network Directory"],
    ["/networkcrm", "Network CRM"],
    ["/settings", "Settings"],
    ["/development", "Development"],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    // The app's main (the server's early header has no id): axe checks the page, not the early markup.
    await expect(page.locator("main#main").getByRole("heading", { level: 1, name: title })).toBeVisible();
    await checkA11y(page);
  }
});
