import { expect, test } from "@playwright/test";
import { checkA11y } from "./support/a11y";

test("first run: create an organisation through the UI and land in the dashboard", async ({ page }) => {
  const emptyUrl = process.env.E2E_EMPTY_URL;
  expect(emptyUrl, "E2E_EMPTY_URL is set by the global setup").toBeTruthy();

  await page.goto(`${emptyUrl}/dashboard`);
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page).toHaveTitle("Create your organisation · Fundline");
  await expect(page.getByRole("heading", { name: "Create your organisation" })).toBeVisible();
  await checkA11y(page);

  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.getByText("Organisation name is required")).toBeVisible();

  await page.getByLabel("Organisation name").fill("Northwind Capital");
  await page.getByLabel("Your name").fill("Nora North");
  await page.getByLabel("Email").fill("nora@northwind.test");
  await page.getByLabel("Password", { exact: true }).fill("northwind-pass-1");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("northwind-pass-1");
  await expect(page.getByRole("checkbox", { name: "Fill with sample data" })).not.toBeChecked();
  await page.getByRole("button", { name: "Create organisation" }).click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Capital Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome back, Nora North")).toBeVisible();
  await expect(page.getByText("Management Platform")).toBeVisible();

  // Once set up, /setup is gone for good.
  await page.goto(`${emptyUrl}/setup`);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(new RegExp(`^${emptyUrl}/$`));
  await page.getByLabel("Email").fill("nora@northwind.test");
  await page.getByLabel("Password", { exact: true }).fill("northwind-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Capital Dashboard" })).toBeVisible();
});
