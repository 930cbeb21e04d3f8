import { matchRoutes, Navigate, useRoutes, type RouteObject } from "@web/lib/router";
import { FullPageLoading } from "@web/components/full-page-loading";
import { SetupGate, RequireAuth, RedirectIfSignedIn } from "./guards";
import { lazyPage } from "@web/lib/lazy-page";
import { RouteErrorBoundary } from "./route-error-boundary";

// Every page is its own chunk, and so is the signed-in shell: the first load carries only
// what the page shown needs (the sign-in and first-run pages no shell at all).
const full = <FullPageLoading />;
const AppShell = lazyPage(() => import("./layout/app-shell").then((m) => m.AppShell), full);
const SignInPage = lazyPage(() => import("@web/routes/sign-in").then((m) => m.SignInPage), full);
const ForgotPasswordPage = lazyPage(() => import("@web/routes/forgot-password").then((m) => m.ForgotPasswordPage), full);
const UpdatePasswordPage = lazyPage(() => import("@web/routes/update-password").then((m) => m.UpdatePasswordPage), full);
const InvitePage = lazyPage(() => import("@web/routes/invite").then((m) => m.InvitePage), full);
const SetupPage = lazyPage(() => import("@web/routes/setup").then((m) => m.SetupPage), full);
const NotFoundPage = lazyPage(() => import("@web/routes/not-found").then((m) => m.NotFoundPage), full);
const UnsubscribePage = lazyPage(() => import("@web/routes/unsubscribe").then((m) => m.UnsubscribePage), full);
const UnauthorizedPage = lazyPage(() => import("@web/routes/unauthorized").then((m) => m.UnauthorizedPage), full);
const DashboardPage = lazyPage(() => import("@web/routes/dashboard").then((m) => m.DashboardPage));
const SettingsPage = lazyPage(() => import("@web/routes/settings").then((m) => m.SettingsPage));
const DevelopmentPage = lazyPage(() => import("@web/routes/development").then((m) => m.DevelopmentPage));
const PipelinePage = lazyPage(() => import("@web/routes/pipeline").then((m) => m.PipelinePage));
const CompanyPanelRoute = lazyPage(() => import("@web/routes/company-panel").then((m) => m.CompanyPanelRoute));
const NetworkDirectoryPage = lazyPage(() => import("@web/routes/network-directory").then((m) => m.NetworkDirectoryPage));
const PersonRoute = lazyPage(() => import("@web/routes/person").then((m) => m.PersonRoute));
const PortfolioCompaniesPage = lazyPage(() => import("@web/routes/portfolio-companies").then((m) => m.PortfolioCompaniesPage));
const PortfolioPanelRoute = lazyPage(() => import("@web/routes/portfolio-companies").then((m) => m.PortfolioPanelRoute));
const PortfolioStatsPage = lazyPage(() => import("@web/routes/portfolio-stats").then((m) => m.PortfolioStatsPage));
const PortfolioManagementPage = lazyPage(() => import("@web/routes/portfolio-management").then((m) => m.PortfolioManagementPage));
const NetworkCrmPage = lazyPage(() => import("@web/routes/network-crm").then((m) => m.NetworkCrmPage));
const PerformancePage = lazyPage(() => import("@web/routes/performance").then((m) => m.PerformancePage));
const LpsPage = lazyPage(() => import("@web/routes/lps").then((m) => m.LpsPage));
const LpStatementPage = lazyPage(() => import("@web/routes/lp-statement").then((m) => m.LpStatementPage));
const LpCrmPage = lazyPage(() => import("@web/routes/lp-crm").then((m) => m.LpCrmPage));

/** Paths that never need a session (a 401 elsewhere sends the user to "/"). */
export const PUBLIC_PATHS = ["/", "/forgot-password", "/update-password", "/invite", "/setup", "/unauthorized"];

type Preloadable = { preload?: () => unknown };

/**
 * On a first load, starts fetching the code of every lazy component the landing page draws at
 * once (the shell and the page, and a company or person opened by the URL), rather than the page
 * only after the shell has rendered.
 */
function preloadLanding(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname.split("/").filter(Boolean)) ?? []) {
    (route.handle as Preloadable | undefined)?.preload?.();
    (route.element as { type?: Preloadable } | undefined)?.type?.preload?.();
  }
}

// Declarative routes: we load no data in routes. The first match in list order wins.
const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <SetupGate />
      </RouteErrorBoundary>
    ),
    children: [
      {
        path: "/",
        element: (
          <RedirectIfSignedIn>
            <SignInPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/update-password", element: <UpdatePasswordPage /> },
      { path: "/invite", element: <InvitePage /> },
      { path: "/setup", element: <SetupPage /> },
      { path: "/unauthorized", element: <UnauthorizedPage /> },
      { path: "/unsubscribe", element: <UnsubscribePage /> },
      {
        handle: { preload: AppShell.preload },
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [
          { path: "/dashboard", element: <DashboardPage /> },
          { path: "/settings", element: <SettingsPage /> },
          { path: "/development", element: <DevelopmentPage /> },
          {
            path: "/companies",
            element: <PipelinePage />,
            children: [
              // The spec's Add Company link target; the dialog has its own URL (?add=1).
              { path: "new", element: <Navigate to="/companies?add=1" replace /> },
              { path: ":companyId", element: <CompanyPanelRoute /> },
            ],
          },
          // The dashboard's "View all" target in the spec.
          { path: "/portfolio", element: <Navigate to="/portfoliocompanies" replace /> },
          {
            path: "/portfoliocompanies",
            element: <PortfolioCompaniesPage />,
            children: [{ path: ":companyId", element: <PortfolioPanelRoute /> }],
          },
          { path: "/portfoliostats", element: <PortfolioStatsPage /> },
          { path: "/portfoliomanagement", element: <PortfolioManagementPage /> },
          { path: "/people", element: <NetworkDirectoryPage />, children: [{ path: ":personId", element: <PersonRoute /> }] },
          { path: "/networkcrm", element: <NetworkCrmPage /> },
          { path: "/performance", element: <PerformancePage /> },
          { path: "/lps", element: <LpsPage /> },
          { path: "/lps/:lpId/statement", element: <LpStatementPage /> },
          { path: "/lpcrm", element: <LpCrmPage /> },
          { path: "/lpcrm/:boardId", element: <LpCrmPage /> },
          { path: "/dreaminvestmentperformance", element: <Navigate to="/performance" replace /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

preloadLanding(routes, window.location.pathname);

export function AppRoutes() {
  return useRoutes(routes);
}
