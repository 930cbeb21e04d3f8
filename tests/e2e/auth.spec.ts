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
