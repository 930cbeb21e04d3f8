import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { Spinner } from "@web/components/ui/spinner";

/** Shown inside the shell while a page's code loads; waits a moment so fast loads don't flash. */
export function PageLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-24 text-[13px] text-muted-foreground">
      <Spinner /> Loading...
    </div>
  );
}

/**
 * A route component whose code is a separate chunk, fetched the first time the route
 * renders (route-level code splitting).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <PageLoading />) {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
