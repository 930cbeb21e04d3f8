import { lazy, Suspense, useSyncExternalStore } from "react";
import { onToastsRequested, toastsRequested } from "@web/lib/toast";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The toast area, mounted once the first toast is raised (see lib/toast). */
export function DeferredToaster() {
  const needed = useSyncExternalStore(onToastsRequested, toastsRequested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        duration={5000}
        closeButton
        theme={document.documentElement.classList.contains("dark") ? "dark" : "light"}
        toastOptions={{ className: "!font-sans !text-[13px] !rounded-lg !border-border !shadow-overlay" }}
      />
    </Suspense>
  );
}
