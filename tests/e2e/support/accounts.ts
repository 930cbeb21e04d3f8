import { expect, type Page } from "@playwright/test";
import { latestMail, linkIn } from "./mail";
import { e2ePorts } from "./ports";

/** A short suffix that keeps names unique across tests and runs. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInWithApi(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password, rememberMe: true },
    // better-auth wants an Origin once a session cookie is present (switching accounts).
    headers: { Origin: `http://127.0.0.1:${e2ePorts.app}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A fresh account with the given role, joined through the invitation API while the page
 * is signed in as an owner. (The seeded member's password is changed by the
 * password-reset test, so specs make their own accounts.)
 */
export async function joinedAccount(page: Page, role: "admin" | "member" | "viewer") {
  const email = `${role}-${unique()}@acme.test`;
  const password = `${role}-pass-1234`;
  const name = `Test ${role} ${unique()}`;
  const since = Date.now();
  const invited = await page.request.post("/api/v1/invitations", { data: { email, role } });
  expect(invited.status()).toBe(201);
  const token = new URLSearchParams(linkIn(await latestMail(email, since), "/invite").split("?")[1]).get("token");
  const accepted = await page.request.post(`/api/v1/public/invitations/${token}/accept`, { data: { name, password } });
  expect(accepted.ok()).toBe(true);
  return { email, password, name };
}
