import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { signInWithApi, unique } from "./support/accounts";
import { e2eAccounts, e2ePorts } from "./support/ports";

const { owner } = e2eAccounts;
const base = `http://127.0.0.1:${e2ePorts.app}`;

async function openSettings(page: Page) {
  await page.goto("/settings");
  await expect(page.getByText("Loading settings...")).toBeHidden();
}

/** What a script does with the token: plain fetch, no cookie. */
const withToken = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers } });

test.beforeEach(async ({ page }) => signInWithApi(page, owner));

test("create an API token in Settings, use it with fetch, revoke it", async ({ page }) => {
  const name = `Warehouse ${unique()}`;
  await openSettings(page);
  const card = page.getByRole("region", { name: "API" });
  await card.getByRole("button", { name: "Create Token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create API token" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Access").selectOption("read-write");
  await dialog.getByRole("button", { name: "Create token" }).click();

  const shown = page.getByRole("dialog", { name: `Token “${name}” created` });
  const field = shown.getByLabel("Your new API token");
  await expect(field).toHaveValue(/^fl_live_/);
  const token = await field.inputValue();
  await expect(shown.getByRole("button", { name: "Copy" })).toBeVisible();
  await checkA11y(page);
  await shown.getByRole("button", { name: "Done" }).click();

  const list = await withToken(token, "/api/v1/companies?limit=1");
  expect(list.status).toBe(200);
  expect((await list.json()).items).toBeInstanceOf(Array);
  const created = await withToken(token, "/api/v1/companies", { method: "POST", body: JSON.stringify({ name: `Fetched ${unique()}` }) });
  expect(created.status).toBe(201);

  // After a reload the list shows the token's prefix and its use, never the token.
  await openSettings(page);
  const row = card.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText(token.slice(0, 12))).toBeVisible();
  await expect(row.getByText(/Last used/)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke Token" }).click();
  await expect(row.getByText("Revoked")).toBeVisible();
  expect((await withToken(token, "/api/v1/companies?limit=1")).status).toBe(401);
});

test("add a webhook: the secret is shown once, the delivery log opens", async ({ page }) => {
  await openSettings(page);
  const card = page.getByRole("region", { name: "Webhooks" });
  await card.getByRole("button", { name: "Add Webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "Add webhook" });
  // A public address literal: accepted without DNS; nothing listens there, so the log shows the attempts.
  const url = `https://203.0.113.${Math.floor(Math.random() * 200) + 1}/fundline`;
  await dialog.getByLabel("Endpoint URL").fill(url);
  await dialog.getByLabel("person.created").check();
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  const added = page.getByRole("dialog", { name: "Webhook added" });
  await expect(added.getByLabel("Signing secret")).toHaveValue(/^whsec_/);
  await added.getByRole("button", { name: "Done" }).click();

  const row = card.getByRole("listitem").filter({ hasText: url });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Deliveries of ${url}` }).click();
  const log = page.getByRole("dialog", { name: "Deliveries" });
  await expect(log.getByText(url)).toBeVisible();
  await checkA11y(page);
});
