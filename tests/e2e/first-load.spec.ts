import { expect, test, type Page } from "@playwright/test";
import { signInWithApi } from "./support/accounts";
import { e2eAccounts } from "./support/ports";

// Literals that survive minification: zod's error class and a react-hook-form option.
const formCode = { zod: "ZodError", "react-hook-form": "shouldUnregister" };

/** The form libraries found in the JavaScript the page has received so far. */
function watchFormCode(page: Page) {
  const found = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on("response", (r) => {
    if (!new URL(r.url()).pathname.endsWith(".js")) return;
    reading.push(
      r.text().then((code) => {
        for (const [library, literal] of Object.entries(formCode)) if (code.includes(literal)) found.add(library);
      }),
    );
  });
  return async () => {
    await page.waitForLoadState("networkidle");
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
