import { companiesExportRoutes } from "./features/companies/companies-export";
import { lpsExportRoutes } from "./features/lps/lps-export";
import { peopleExportRoutes } from "./features/people/people-export";
import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { authRateLimit } from "./auth/rate-limit";
import { documentAuthRoutes } from "./auth/auth-openapi";
import { requireSession, viewersReadOnly } from "./auth/session";
import type { Deps } from "./deps";
import { servesDevOutbox } from "./env";
import type { AppEnv } from "./lib/context";
import { AppError, errorBody, handleError } from "./lib/errors";
import { apiDocsPage } from "./lib/api-docs";
import { openApiDocument } from "./lib/openapi-document";
import { normaliseAuthErrors } from "./auth/auth-errors";
import { CLIENT_IP_HEADER } from "./auth/auth";
import { redirectGuard } from "./auth/redirect-guard";
import { announceSignOuts, recordSignIns } from "./auth/sign-in-activity";
import { rejectUnstorableText } from "./lib/input-guard";
import { clientIp, resolveClientMiddleware } from "./lib/client-ip";
import { originCheck } from "./lib/origin-check";
import { requestLog } from "./lib/request-log";
import { securityHeaders } from "./lib/security-headers";
import { serveWeb } from "./lib/serve-web";
import { firstPaintFor } from "./lib/first-paint";
import { compressJson } from "./lib/compress-json";
import { devOutboxRoutes } from "./features/dev-outbox/dev-outbox.routes";
import { meRoutes } from "./features/me/me.routes";
import { membersRoutes } from "./features/members/members.routes";
import { passwordResetRoutes } from "./features/password-reset/password-reset.routes";
import { setupRoutes } from "./features/setup/setup.routes";
import { fundsRoutes } from "./features/funds/funds.routes";
import { invitationsRoutes, publicInvitationRoutes } from "./features/invitations/invitations.routes";
import { pocsRoutes } from "./features/pocs/pocs.routes";
import { subsectorsRoutes } from "./features/subsectors/subsectors.routes";
import { commentsRoutes } from "./features/comments/comments.routes";
import { deckAnalysisRoutes } from "./features/deck-analysis/deck-analysis.routes";
import { enrichmentRoutes } from "./features/enrichment/enrichment.routes";
import { notesRoutes } from "./features/notes/notes.routes";
import { ticketsRoutes } from "./features/tickets/tickets.routes";
import { fieldsRoutes } from "./features/fields/fields.routes";
import { viewsRoutes } from "./features/views/views.routes";
import { companiesRoutes } from "./features/companies/companies.routes";
import { peopleLinkRoutes } from "./features/people/links.routes";
import { peopleRoutes } from "./features/people/people.routes";
import { lpsRoutes } from "./features/lps/lps.routes";
import { lpCrmRoutes } from "./features/lps/lp-crm.routes";
import { capitalCallsRoutes } from "./features/fund-ledger/capital-calls.routes";
import { fundFiguresRoutes } from "./features/fund-ledger/fund-figures.routes";
import { companyDocumentsRoutes } from "./features/companies/company-documents.routes";
import { personDocumentsRoutes } from "./features/people/person-documents.routes";
import { equityOffersRoutes } from "./features/companies/equity-offers.routes";
import { equityInvestmentsRoutes } from "./features/companies/equity-investments.routes";
import { portfolioRoutes } from "./features/portfolio/portfolio.routes";
import { backupsRoutes } from "./features/backup/backups.routes";
import { preferencesRoutes } from "./features/preferences/preferences.routes";
import { activityRoutes } from "./features/activity/activity.routes";
import { eventsRoutes } from "./features/events/events.routes";
import { intakeFormsRoutes } from "./features/intake/intake-forms.routes";
import { publicIntakeRoutes } from "./features/intake/public-intake.routes";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes";
import { searchRoutes } from "./features/search/search.routes";
import { notificationsRoutes, publicUnsubscribeRoutes } from "./features/notifications/notifications.routes";
import { apiTokensRoutes } from "./features/api-tokens/api-tokens.routes";
import { webhooksRoutes } from "./features/webhooks/webhooks.routes";
import { importsRoutes } from "./features/imports/imports.routes";
import { interactionsRoutes } from "./features/interactions/interactions.routes";

/** The whole HTTP application; `main.ts` serves it, tests call it in-process. */
export function createApp(deps: Deps, options: { serveWebFrom?: string } = {}) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.use("*", resolveClientMiddleware(deps.env.TRUST_PROXY));
  app.use("*", securityHeaders({ https: deps.env.publicUrl.startsWith("https://") }));
  app.use("*", requestLog(deps.log));

  app.get("/livez", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await deps.database.ping()) ? c.json({ status: "ok" }) : c.json(errorBody("unavailable", "Database unreachable"), 503),
  );

  app.use("/api/*", originCheck(deps.env.publicUrl));
  app.use("/api/*", compressJson());
  const jsonBodyLimit = bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: () => {
      throw new AppError("payload_too_large", "Request body is too large");
    },
  });
  app.use("/api/*", async (c, next) => {
    // GET and HEAD carry no body (looking for one would build a whole fetch Request per read);
    // JSON bodies are small; uploads set their own, larger cap on their route.
    if (c.req.method === "GET" || c.req.method === "HEAD" || (c.req.header("content-type") ?? "").startsWith("multipart/")) return next();
    return jsonBodyLimit(c, next);
  });

  app.use("/api/*", rejectUnstorableText());
  app.use("/api/auth/*", normaliseAuthErrors());
  app.use("/api/auth/*", redirectGuard(deps.env.publicUrl));
  app.use("/api/auth/*", authRateLimit(deps.db, deps.authLimits));
  app.use("/api/auth/*", recordSignIns(deps.db));
  app.use("/api/auth/*", announceSignOuts(deps.db, deps.authSecret));
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(withClientIpHeader(c.req.raw, clientIp(c))));

  const publicApi = new OpenAPIHono<AppEnv>();
  publicApi.route("/", setupRoutes(deps));
  publicApi.route("/", passwordResetRoutes(deps));
  publicApi.route("/", publicInvitationRoutes(deps));
  publicApi.route("/", publicIntakeRoutes(deps));
  publicApi.route("/", publicUnsubscribeRoutes(deps));
  app.route("/api/v1", publicApi);

  const api = new OpenAPIHono<AppEnv>();
  api.use(
    "*",
    requireSession(deps.db, deps.authSecret, () => deps.tokenLimit),
  );
  api.use("*", viewersReadOnly);
  api.route("/", meRoutes(deps));
  api.route("/", membersRoutes(deps));
  api.route("/", invitationsRoutes(deps));
  // Before the lists' /{id} routes, which would take "export" for an id.
  api.route("/", companiesExportRoutes(deps));
  api.route("/", peopleExportRoutes(deps));
  api.route("/", lpsExportRoutes(deps));
  api.route("/", pocsRoutes(deps));
  api.route("/", subsectorsRoutes(deps));
  api.route("/", fundsRoutes(deps));
  api.route("/", ticketsRoutes(deps));
  api.route("/", fieldsRoutes(deps));
  api.route("/", viewsRoutes(deps));
  api.route("/", preferencesRoutes(deps));
  api.route("/", companiesRoutes(deps));
  api.route("/", companyDocumentsRoutes(deps));
  api.route("/", equityOffersRoutes(deps));
  api.route("/", equityInvestmentsRoutes(deps));
  api.route("/", portfolioRoutes(deps));
  api.route("/", enrichmentRoutes(deps));
  api.route("/", deckAnalysisRoutes(deps));
  api.route("/", commentsRoutes(deps));
  api.route("/", notesRoutes(deps));
  api.route("/", peopleRoutes(deps));
  api.route("/", personDocumentsRoutes(deps));
  api.route("/", peopleLinkRoutes(deps));
  api.route("/", lpsRoutes(deps));
  api.route("/", lpCrmRoutes(deps));
  api.route("/", capitalCallsRoutes(deps));
  api.route("/", fundFiguresRoutes(deps));
  api.route("/", activityRoutes(deps));
  api.route("/", eventsRoutes(deps));
  api.route("/", dashboardRoutes(deps));
  api.route("/", searchRoutes(deps));
  api.route("/", notificationsRoutes(deps));
  api.route("/", backupsRoutes(deps));
  api.route("/", intakeFormsRoutes(deps));
  api.route("/", apiTokensRoutes(deps));
  api.route("/", webhooksRoutes(deps));
  api.route("/", importsRoutes(deps));
  api.route("/", interactionsRoutes(deps));
  app.route("/api/v1", api);

  documentAuthRoutes(app);
  const document = openApiDocument(app);
  app.get("/api/openapi.json", (c) => c.json(document()));
  app.get("/api/docs", (c) => c.html(apiDocsPage(document())));

  if (servesDevOutbox(deps.env)) app.route("/", devOutboxRoutes(deps));

  app.all("/api/*", () => {
    throw new AppError("not_found", "No such endpoint");
  });
  if (options.serveWebFrom) {
    app.route("/", serveWeb(options.serveWebFrom, { firstPaint: firstPaintFor(deps.db, deps.authSecret) }));
  }
  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));
  return app;
}

/** better-auth reads the client address (kept on sessions) from this header only; whatever the client sent is replaced. */
function withClientIpHeader(request: Request, ip: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
