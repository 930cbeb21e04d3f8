import { useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { setUnauthorizedHandler } from "@web/lib/api-client";
import { meQueryKey } from "@web/lib/session";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";
import { createAppRouter, PUBLIC_PATHS } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  useEffect(() => {
    // Any 401 from /api/v1: the session ended (signed out in another tab, expired).
    setUnauthorizedHandler(() => {
      queryClient.setQueryData(meQueryKey, null);
      const path = router.state.location.pathname;
      if (!PUBLIC_PATHS.includes(path)) void router.navigate("/", { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient, router]);

  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
