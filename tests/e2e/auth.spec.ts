import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { signInWithApi } from "./support/accounts";
import { firstLoad, signedInSharedChunk } from "./support/first-load";
import { latestMail, linkIn } from "./support/mail";
import { e2eAccounts } from "./support/ports";

const { owner, member } = e2eAccounts;

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the sign-in page does not load the signed-in pages' shared chunk; the signed-in app does", async ({ browser, baseURL }) => {
  const signedOut = await browser.newContext({ baseURL });
  const page = await signedOut.newPage();
  const signIn = await firstLoad(page, "/", page.getByRole("button", { name: "Sign in" }));
  await signedOut.close();
  expect(signIn.some((t) => t.path.endsWith(".js"))).toBe(true);
  expect(signIn.map((t) => t.path).filter((path) => signedInSharedChunk.test(path))).toEqual([]);

  // The pattern names a chunk that exists: without this the check above could pass on a renamed chunk.
  const signedIn = await browser.newContext({ baseURL });
  const app = await signedIn.newPage();
  await signInWithApi(app, owner);
  const dashboard = await firstLoad(app, "/dashboard", app.getByRole("heading", { level: 1 }));
  await signedIn.close();
  expect(dashboard.map((t) => t.path).filter((path) => signedInSharedChunk.test(path))).toHaveLength(1);
});

test("a wrong password shows the service message in a red banner", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Sign in · Fundline");
  await expect(page.getByText("Real-time collaboration")).toBeVisible();
  await checkA11y(page);

  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/$/);
  await checkA11y(page);
});

test("signs in, keeps signed-in users off the sign-in page, and signs out", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/); // the guard sends visitors to sign-in

  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("checkbox", { name: "Remember me" }).check();
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle("Dashboard · Fundline");
  await expect(page.getByRole("heading", { level: 1, name: "Acme Ventures Dashboard" })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${owner.name}`)).toBeVisible();

  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("forgot password → email link → new password → sign in with it", async ({ page }) => {
  const newPassword = "member-new-pass-42";
  await page.goto("/forgot-password");
  await expect(page).toHaveTitle("Forgot password · Fundline");
  await checkA11y(page);

  const since = Date.now();
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Check your email for a password reset link")).toBeVisible();

  const link = linkIn(await latestMail(member.email, since), "/update-password");
  await page.goto(link);
  await expect(page.getByLabel("New Password")).toBeVisible();
  await expect(page).toHaveURL(/\/update-password$/); // the token is kept in memory only
  await checkA11y(page);

  await page.getByLabel("New Password").fill("short");
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page.getByLabel("New Password")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("New Password").fill(newPassword);
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page.getByText("Password updated successfully. Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

  await signIn(page, member.email, member.password);
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await signIn(page, member.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${member.name}`)).toBeVisible();
});

test("an unknown email gets the same confirmation; Go Back returns to sign-in", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nobody-here@acme.test");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Check your email for a password reset link")).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("update-password without a token shows the missing-session state", async ({ page }) => {
  await page.goto("/update-password");
  await expect(page).toHaveTitle("Update password · Fundline");
  await expect(page.getByRole("alert")).toHaveText("Auth session missing! Please request a new password reset link.");
  await expect(page.getByRole("link", { name: "Request New Password Reset Link" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("update-password with an unknown token says the session has expired", async ({ page }) => {
  await page.goto("/update-password?token=not-a-real-token");
  await expect(page.getByRole("alert")).toHaveText("Your session has expired. Please request a new password reset link.");
  await expect(page).toHaveURL(/\/update-password$/);
  await page.getByRole("link", { name: "Request New Password Reset Link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("signing out in one tab signs out every open tab at once, without requests that answer 401", async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await signInWithApi(first, owner); // the reset test above changed the member's password
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: /Dashboard/ })).toBeVisible();
    }
    const refused: string[] = [];
    second.on("response", (r) => {
      if (r.status() === 401 && new URL(r.url()).pathname.startsWith("/api/v1/")) refused.push(r.url());
    });
    await first.getByRole("button", { name: "Sign out" }).click();
    await expect(first.getByRole("heading", { name: "Sign in" })).toBeVisible();
    // At once: well within the old 60 s, before any request of the other tab could find out.
    await expect(second.getByRole("heading", { name: "Sign in" })).toBeVisible({ timeout: 3_000 });
    await expect(second).toHaveURL(/\/$/);
    await second.waitForTimeout(500);
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
});

// Every guarded page a signed-out visitor might open from a bookmark: only the session probe
// (and the first-run check) is asked; no page data request goes out to be refused with 401.
const guardedPages = [
  "/dashboard",
  "/companies",
  "/development",
  "/settings",
  "/people",
  "/portfoliocompanies",
  "/portfoliostats",
  "/portfoliomanagement",
  "/performance",
  "/lps",
  "/lpcrm",
  "/networkcrm",
  // Deep links draw a company or person panel over their page.
  "/companies/00000000-0000-4000-8000-000000000000?tab=notes",
  "/people/00000000-0000-4000-8000-000000000000",
];

test("signed-out visits to guarded pages ask only for the session, then show sign-in", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (r) => {
      const { pathname, search } = new URL(r.url());
      if (pathname.startsWith("/api/")) asked.push(pathname + search);
    });
    for (const path of guardedPages) {
      asked.length = 0;
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.waitForTimeout(300);
      expect([...new Set(asked)].sort(), path).toEqual(["/api/v1/me", "/api/v1/setup"]);
    }
  } finally {
    await context.close();
  }
});
