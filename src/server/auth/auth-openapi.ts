import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { errorSchema } from "@shared/schemas/common";
import type { AppEnv } from "../lib/context";

const body = (schema: z.ZodType) => ({ content: { "application/json": { schema } }, required: true });
const ok = (description: string) => ({ description, content: { "application/json": { schema: z.object({}).loose() } } });
const fail = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });

/** better-auth serves these itself; they are listed so the OpenAPI document is complete. */
export function documentAuthRoutes(app: OpenAPIHono<AppEnv>) {
  const r = app.openAPIRegistry;
  const tags = ["Auth"];
  r.registerPath({
    method: "post",
    path: "/api/auth/sign-in/email",
    tags,
    summary: "Sign in with e-mail and password (sets the session cookie)",
    request: { body: body(z.object({ email: z.string(), password: z.string(), rememberMe: z.boolean().optional() })) },
    responses: { 200: ok("Signed in"), 401: fail("Invalid email or password"), 429: fail("Too many attempts") },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/sign-out",
    tags,
    summary: "Sign out",
    // better-auth reads a JSON body on every POST; the web app sends an empty one.
    request: { body: { ...body(z.object({})), required: false } },
    responses: { 200: ok("Signed out") },
  });
  r.registerPath({
    method: "get",
    path: "/api/auth/get-session",
    tags,
    summary: "The current session",
    responses: { 200: ok("Session or null") },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/request-password-reset",
    tags,
    summary: "E-mail a password-reset link (same answer whether or not the account exists)",
    request: { body: body(z.object({ email: z.string(), redirectTo: z.string().optional() })) },
    responses: { 200: ok("Accepted"), 429: fail("Too many attempts") },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/reset-password",
    tags,
    summary: "Set a new password with a reset token (single use; ends the user's other sessions)",
    request: { body: body(z.object({ newPassword: z.string(), token: z.string() })) },
    responses: { 200: ok("Password changed"), 400: fail("Invalid or expired token") },
  });
}
