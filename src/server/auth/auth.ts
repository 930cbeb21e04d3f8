import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { account, instanceSettings, session, user, verification } from "../db/schema";
import { actionMail, type Mailer } from "../lib/mailer";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
const SESSION_DAYS = 30;
/** Set by the app from clientIp() (TRUST_PROXY-aware) just before better-auth runs; never taken from the client. */
export const CLIENT_IP_HEADER = "x-fundline-client-ip";

export const ACCOUNT_DISABLED_MESSAGE = "This account is disabled. Ask your administrator.";

export type AuthDeps = { db: Db; mailer: Mailer; publicUrl: string; secret: string };

export function createAuth({ db, mailer, publicUrl, secret }: AuthDeps) {
  return betterAuth({
    appName: "Fundline",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true, // accounts come from setup, the CLI and invitations
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: u, token }) {
        const url = resetLinkUrl(publicUrl, token);
        await mailer.send(
          actionMail(
            u.email,
            "Reset your Fundline password",
            "Someone asked to reset the password of your Fundline account. The link is valid for one hour and works once.",
            "Choose a new password",
            url,
          ),
        );
      },
    },
    verification: { storeIdentifier: "hashed" },
    databaseHooks: {
      // Runs after the password check: a disabled account never gets a session.
      session: {
        create: {
          async before(s) {
            const [row] = await db.select({ disabledAt: user.disabledAt }).from(user).where(eq(user.id, s.userId));
            if (row?.disabledAt) throw APIError.from("FORBIDDEN", { code: "ACCOUNT_DISABLED", message: ACCOUNT_DISABLED_MESSAGE });
          },
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * SESSION_DAYS, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: false }, // our own, database-backed limiter runs in front (auth/rate-limit.ts)
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    logger: { disabled: true },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** AUTH_SECRET when given, else one generated once and shared by every app process through the database. */
export async function resolveAuthSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const candidate = randomBytes(32).toString("base64url");
  await db.insert(instanceSettings).values({ key: "auth_secret", value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, "auth_secret"));
  return row.value;
}

/** Creates a user with an e-mail + password credential (sign-up is closed to the public). */
export async function createCredentialUser(auth: Auth, input: { email: string; password: string; name: string }) {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  const created = await ctx.internalAdapter.createUser(
    { email: input.email.toLowerCase(), name: input.name, emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: hash });
  return created;
}

export const resetLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/update-password?token=${encodeURIComponent(token)}`;

export async function isResetTokenValid(auth: Auth, token: string): Promise<boolean> {
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return !!found && found.expiresAt > new Date();
}
