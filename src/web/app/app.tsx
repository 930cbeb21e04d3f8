import { useEffect, useState } from "react";
import { BrowserRouter, useLocation, useNavigate } from "@web/lib/router";
import { setUnauthorizedHandler } from "@web/lib/api-client";
import { meQueryKey } from "@web/lib/session";
import { useQueryClient } from "@tanstack/react-query";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";
import { AppRoutes, PUBLIC_PATHS } from "./router";

/** Any 401 from /api/v1: the session ended (signed out in another tab, expired). */
function SessionEndHandler() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.setQueryData(meQueryKey, null);
      if (!PUBLIC_PATHS.includes(pathname)) void navigate("/", { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient, navigate, pathname]);
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <SessionEndHandler />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
