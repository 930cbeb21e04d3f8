import { createBrowserRouter, Navigate } from "react-router";
import { SetupGate, RequireAuth, RedirectIfSignedIn } from "./guards";
import { AppShell } from "./layout/app-shell";
import { SignInPage } from "@web/routes/sign-in";
import { ForgotPasswordPage } from "@web/routes/forgot-password";
import { UpdatePasswordPage } from "@web/routes/update-password";
import { SetupPage } from "@web/routes/setup";
import { DashboardPage } from "@web/routes/dashboard";
import { NotBuiltPage } from "@web/routes/not-built";
import { CompanyPanelRoute, PipelinePage } from "@web/routes/companies";
import { NotFoundPage } from "@web/routes/not-found";
import { UnauthorizedPage } from "@web/routes/unauthorized";
import { RouteErrorPage } from "@web/routes/route-error";

/** Paths that never need a session (a 401 elsewhere sends the user to "/"). */
export const PUBLIC_PATHS = ["/", "/forgot-password", "/update-password", "/setup", "/unauthorized"];

/** Guarded screens that later issues build; until then they show a calm placeholder. */
const upcomingPages: { path: string; title: string }[] = [
  { path: "/people", title: "Network Directory" },
  { path: "/people/:personId", title: "Network Directory" },
  { path: "/portfoliocompanies", title: "Portfolio Companies" },
  { path: "/portfoliocompanies/:companyId", title: "Portfolio Companies" },
  { path: "/portfoliomanagement", title: "Portfolio Management" },
  { path: "/portfoliostats", title: "Fund Stats" },
  { path: "/lps", title: "Existing LPs" },
  { path: "/performance", title: "Investment Performance" },
  { path: "/lpcrm", title: "LP CRM" },
  { path: "/lpcrm/:boardId", title: "LP CRM" },
  { path: "/settings", title: "Settings" },
  { path: "/networkcrm", title: "Network CRM" },
  { path: "/development", title: "Development" },
];

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <SetupGate />,
      errorElement: <RouteErrorPage />,
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
        { path: "/setup", element: <SetupPage /> },
        { path: "/unauthorized", element: <UnauthorizedPage /> },
        {
          element: (
            <RequireAuth>
              <AppShell />
            </RequireAuth>
          ),
          children: [
            { path: "/dashboard", element: <DashboardPage /> },
            { path: "/companies", element: <PipelinePage />, children: [{ path: ":companyId", element: <CompanyPanelRoute /> }] },
            { path: "/dreaminvestmentperformance", element: <Navigate to="/performance" replace /> },
            ...upcomingPages.map(({ path, title }) => ({
              path,
              element: <NotBuiltPage key={title} title={title} />,
            })),
          ],
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ]);
}
