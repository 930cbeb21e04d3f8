import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { authRateLimit } from "./auth/rate-limit";
import { documentAuthRoutes } from "./auth/auth-openapi";
import { requireSession, viewersReadOnly } from "./auth/session";
import type { Deps } from "./deps";
import { isLoopbackHost } from "./env";
import type { AppEnv } from "./lib/context";
import { AppError, errorBody, handleError } from "./lib/errors";
import { apiDocsPage } from "./lib/api-docs";
import { normaliseAuthErrors } from "./auth/auth-errors";
import { redirectGuard } from "./auth/redirect-guard";
import { rejectNulCharacters } from "./lib/input-guard";
import { originCheck } from "./lib/origin-check";
import { requestLog } from "./lib/request-log";
import { securityHeaders } from "./lib/security-headers";
import { serveWeb } from "./lib/serve-web";
import { devOutboxRoutes } from "./features/dev-outbox/dev-outbox.routes";
import { meRoutes } from "./features/me/me.routes";
import { membersRoutes } from "./features/members/members.routes";
import { passwordResetRoutes } from "./features/password-reset/password-reset.routes";
import { setupRoutes } from "./features/setup/setup.routes";
import { fundsRoutes } from "./features/funds/funds.routes";
import { invitationsRoutes, publicInvitationRoutes } from "./features/invitations/invitations.routes";
import { pocsRoutes } from "./features/pocs/pocs.routes";
import { subsectorsRoutes } from "./features/subsectors/subsectors.routes";
import { ticketsRoutes } from "./features/tickets/tickets.routes";
import { companiesRoutes } from "./features/companies/companies.routes";
import { companyDocumentsRoutes } from "./features/companies/company-documents.routes";
import { preferencesRoutes } from "./features/preferences/preferences.routes";

/** The whole HTTP application; `main.ts` serves it, tests call it in-process. */
export function createApp(deps: Deps, options: { serveWebFrom?: string } = {}) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.use("*", securityHeaders());
  app.use("*", requestLog(deps.log));

  app.get("/livez", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await deps.database.ping()) ? c.json({ status: "ok" }) : c.json(errorBody("unavailable", "Database unreachable"), 503),
  );

  app.use("/api/*", originCheck(deps.env.publicUrl));
  const jsonBodyLimit = bodyLimit({ maxSize: 2 * 1024 * 1024, onError: () => { throw new AppError("payload_too_large", "Request body is too large"); } });
  app.use("/api/*", async (c, next) => {
    // GET and HEAD carry no body (looking for one would build a whole fetch Request per read);
    // JSON bodies are small; uploads set their own, larger cap on their route.
    if (c.req.method === "GET" || c.req.method === "HEAD" || (c.req.header("content-type") ?? "").startsWith("multipart/")) return next();
    return jsonBodyLimit(c, next);
  });

  app.use("/api/*", rejectNulCharacters());
  app.use("/api/auth/*", normaliseAuthErrors());
  app.use("/api/auth/*", redirectGuard(deps.env.publicUrl));
  app.use("/api/auth/*", authRateLimit(deps.db, deps.authLimits));
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(c.req.raw));

  const publicApi = new OpenAPIHono<AppEnv>();
  publicApi.route("/", setupRoutes(deps));
  publicApi.route("/", passwordResetRoutes(deps));
  publicApi.route("/", publicInvitationRoutes(deps));
  app.route("/api/v1", publicApi);

  const api = new OpenAPIHono<AppEnv>();
  api.use("*", requireSession(deps.db, deps.authSecret));
  api.use("*", viewersReadOnly);
  api.route("/", meRoutes(deps));
  api.route("/", membersRoutes(deps));
  api.route("/", invitationsRoutes(deps));
  api.route("/", pocsRoutes(deps));
  api.route("/", subsectorsRoutes(deps));
  api.route("/", fundsRoutes(deps));
  api.route("/", ticketsRoutes(deps));
  api.route("/", preferencesRoutes(deps));
  api.route("/", companiesRoutes(deps));
  api.route("/", companyDocumentsRoutes(deps));
  app.route("/api/v1", api);

  documentAuthRoutes(app);
  const openApiConfig = { openapi: "3.0.3", info: { title: "Fundline API", version: "1" } };
  app.doc("/api/openapi.json", openApiConfig);
  app.get("/api/docs", (c) => c.html(apiDocsPage(app.getOpenAPIDocument(openApiConfig))));

  if (!deps.env.SMTP_URL && isLoopbackHost(deps.env.HOST)) app.route("/", devOutboxRoutes(deps));

  app.all("/api/*", () => {
    throw new AppError("not_found", "No such endpoint");
  });
  if (options.serveWebFrom) app.route("/", serveWeb(options.serveWebFrom));
  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
