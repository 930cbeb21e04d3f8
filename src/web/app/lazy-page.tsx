import { startTransition, useEffect, useReducer, useState, type ComponentType, type ReactNode } from "react";
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
 *
 * Not `React.lazy` under `Suspense`: React holds back a suspended boundary's content until
 * 300 ms after the last fallback it showed (its fallback throttle), so a first load waited
 * ~300 ms for nothing after the shell's and the page's code had arrived. Here the fallback is
 * plain output, and code already loaded is drawn in the first render. Code that arrives later is
 * drawn as a transition (in slices, as React.lazy's retry was).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <PageLoading />) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= loadOrReload(load).then((component) => (loaded = component)));
  function LazyPage(props: P) {
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, drawLoaded] = useReducer((n: number) => n + 1, 0);
    const Loaded = loaded;
    const drewFallback = !Loaded;
    useEffect(() => {
      // Asks whether the fallback was drawn, not whether the code is loaded now: code that
      // arrived between the render and this effect must still be drawn.
      if (drewFallback)
        preload().then(
          () => startTransition(drawLoaded),
          (error: unknown) => setFailure({ error }),
        );
    }, [drewFallback]);
    if (failure) throw failure.error; // to the route's error boundary, as React.lazy did
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  LazyPage.preload = preload;
  return LazyPage;
}
