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

const RELOAD_KEY = "fundline.chunk-reload";

/**
 * After a new release the old chunk files are gone: a tab opened before it fails to load
 * a page's code. Reload once to get the new app; a second failure is a real error.
 */
async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOAD_KEY);
    return loaded;
  } catch (error) {
    if (sessionStorage.getItem(RELOAD_KEY)) throw error;
    sessionStorage.setItem(RELOAD_KEY, "1");
    window.location.reload();
    return new Promise<T>(() => {});
  }
}

/**
 * A route component whose code is a separate chunk, fetched the first time the route
 * renders (route-level code splitting), or earlier with `preload()`.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <PageLoading />) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= loadOrReload(load).then((component) => ({ default: component })));
  const Lazy = lazy(preload);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyPage.preload = preload;
  return LazyPage;
}
