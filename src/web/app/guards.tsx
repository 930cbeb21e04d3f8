import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw, ShieldX } from "lucide-react";
import { meQueryOptions, setupQueryOptions, type Role } from "@web/lib/session";
import { MeProvider } from "@web/lib/me-context";
import { useFirstData } from "@web/lib/use-first-data";
import { errorMessage } from "@web/lib/api-client";
import { FullPageLoading } from "@web/components/full-page-loading";
import { StatusScreen } from "@web/components/status-screen";
import { Button } from "@web/components/ui/button";

/** First run: every route except /setup goes to /setup; /setup goes to / once set up. */
export function SetupGate() {
  const { pathname } = useLocation();
  const setup = useQuery(setupQueryOptions());
  if (setup.isPending) return <FullPageLoading />;
  const needsSetup = setup.data?.needsSetup === true;
  if (needsSetup && pathname !== "/setup") return <Navigate to="/setup" replace />;
  if (!needsSetup && pathname === "/setup" && setup.isSuccess) return <Navigate to="/" replace />;
  return <Outlet />;
}

function SessionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusScreen
      icon={ShieldX}
      title={`Authentication Error: ${message}`}
      description="We could not check your session."
      actions={
        <Button variant="secondary" onClick={onRetry}>
          <RefreshCw aria-hidden /> Try again
        </Button>
      }
    />
  );
}

/** Signed-in guard; with `roles`, other roles go to /unauthorized. */
export function RequireAuth({ roles, children }: { roles?: Role[]; children?: ReactNode }) {
  const location = useLocation();
  const me = useQuery(meQueryOptions());
  // The shell and page are drawn as a transition (in slices): their code is usually loaded by the
  // time the session answers, and the answer comes through a store React would draw in one task.
  const drawn = useFirstData(me.data);
  if (me.isPending || (me.data && !drawn)) return <FullPageLoading />;
  if (me.isError && me.data === undefined) {
    return <SessionError message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  }
  if (!me.data) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  if (roles && !roles.includes(me.data.role)) return <Navigate to="/unauthorized" replace />;
  return <MeProvider me={me.data}>{children ?? <Outlet />}</MeProvider>;
}

/** Public-only pages (sign-in): signed-in users go to /dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useQuery(meQueryOptions());
  if (me.isPending) return <FullPageLoading />;
  if (me.data) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
