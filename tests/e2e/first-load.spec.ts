import { expect, test, type Page } from "@playwright/test";
import { signInWithApi } from "./support/accounts";
import { watchNetwork } from "./support/network-quiet";
import { e2eAccounts } from "./support/ports";

// Literals that survive minification: zod's error class and a react-hook-form option.
const formCode = { zod: "ZodError", "react-hook-form": "shouldUnregister" };

/** The form libraries found in the JavaScript the page has received so far. */
function watchFormCode(page: Page) {
  const found = new Set<string>();
  const reading: Promise<void>[] = [];
  const quiet = watchNetwork(page);
  page.on("response", (r) => {
    if (!new URL(r.url()).pathname.endsWith(".js")) return;
    reading.push(
      r.text().then((code) => {
        for (const [library, literal] of Object.entries(formCode)) if (code.includes(literal)) found.add(library);
      }),
    );
  });
  return async () => {
    await quiet();
    await Promise.all(reading);
    return [...found].sort();
  };
}

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, e2eAccounts.owner);
});

for (const [path, ready] of [
  ["/dashboard", "Total Investments"],
  ["/companies", "Investment Pipeline"],
  ["/development", "Development Board"],
] as const) {
  test(`${path} draws without downloading the form libraries`, async ({ page }) => {
    const formLibraries = watchFormCode(page);
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await formLibraries()).toEqual([]);
  });
}

test("opening a form downloads them, and the form works", async ({ page }) => {
  const formLibraries = watchFormCode(page);
  await page.goto("/development");
  await page.getByRole("button", { name: "New Request" }).click();
  await expect(page.getByLabel("Title")).toBeVisible();
  // The pattern finds them when they are there, so the checks above cannot pass by missing them.
  expect(await formLibraries()).toEqual(["react-hook-form", "zod"]);
});

// public/boot.js asks for a landing page's first data while the code downloads; the page then
// takes those answers instead of asking again.
for (const [path, ready, data] of [
  [
    "/companies",
    "Investment Pipeline",
    ["/api/v1/me/preferences", "/api/v1/pocs", "/api/v1/funds", "/api/v1/companies/facets?stage=active"],
  ],
  ["/development", "Development Board", ["/api/v1/members", "/api/v1/tickets?status=active&priority=all&limit=50"]],
  [
    "/settings",
    "Your organisation's lists, funds and team.",
    ["/api/v1/pocs", "/api/v1/subsectors", "/api/v1/funds", "/api/v1/intake-forms", "/api/v1/members"],
  ],
] as const) {
  test(`${path} asks for its first data once, before its own code has loaded`, async ({ page }) => {
    const requests: string[] = [];
    const pageCode = new RegExp(`^/assets/${path.slice(1)}-`);
    const quiet = watchNetwork(page);
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/v1/") || pageCode.test(url.pathname)) requests.push(url.pathname + url.search);
    });
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    await quiet();
    const codeAt = requests.findIndex((r) => pageCode.test(r));
    expect(codeAt).toBeGreaterThan(0);
    for (const request of data) {
      expect(
        requests.filter((r) => r === request),
        request,
      ).toHaveLength(1);
      expect(requests.indexOf(request), request).toBeLessThan(codeAt);
    }
  });
}

test("/settings asks for its lower cards' data while its first lists load, once each", async ({ page }) => {
  // The cards are drawn once the first lists are in; the funds' answer is held back until the
  // lower cards' data has been asked for, which without the early asking would never happen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/funds", async (route) => {
    await held;
    await route.continue();
  });
  const lower = ["/api/v1/intake-forms", "/api/v1/members", "/api/v1/invitations", "/api/v1/activity?limit=20", "/api/v1/backups"];
  const asked: string[] = [];
  const quiet = watchNetwork(page);
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/v1/")) asked.push(url.pathname + url.search);
  });
  await page.goto("/settings");
  await expect(page.getByText("Loading settings...")).toBeVisible();
  await expect.poll(() => lower.filter((path) => !asked.includes(path))).toEqual([]);
  await expect(page.getByRole("region", { name: "Audit log" })).toHaveCount(0);
  release();
  await expect(page.getByRole("region", { name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Backups" })).toBeVisible();
  await quiet();
  for (const path of lower)
    expect(
      asked.filter((a) => a === path),
      path,
    ).toHaveLength(1);
});
