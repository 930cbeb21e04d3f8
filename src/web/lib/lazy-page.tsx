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

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A module of components fetched the first time one of them is drawn, or earlier with
 * `preload()`. `Draw` shows `fallback` until the module is here, then `children(module)`;
 * `part(name)` is one of its components, drawn the same way.
 *
 * Not `React.lazy` under `Suspense`: React holds back a suspended boundary's content until
 * 300 ms after the last fallback it showed (its fallback throttle), so a first load waited
 * ~300 ms for nothing after the shell's and the page's code had arrived. Here the fallback is
 * plain output, and code already loaded is drawn in the first render. Code that arrives later is
 * drawn as a transition (in slices, as React.lazy's retry was).
 */
export function lazyModule<M extends object>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= loadOrReload(load).then((module) => (loaded = module)));
  function Draw({ fallback = null, children }: { fallback?: ReactNode; children: (module: M) => ReactNode }) {
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, drawLoaded] = useReducer((n: number) => n + 1, 0);
    const drewFallback = !loaded;
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
    return loaded ? children(loaded) : fallback;
  }
  /** One component of the module, with its own props; `fallback` until the module is here. */
  function part<K extends keyof M>(name: K, fallback: ReactNode = null): M[K] {
    const Part = (props: object) => (
      <Draw fallback={fallback}>
        {(module) => {
          const Loaded = module[name] as ComponentType<object>;
          return <Loaded {...props} />;
        }}
      </Draw>
    );
    return Part as M[K];
  }
  /** A dialog's root (controlled): draws nothing, and loads nothing, until it is first open. */
  function rootOnceOpen<K extends keyof M>(name: K) {
    const Root = part(name) as ComponentType<{ open: boolean }>;
    const RootOnceOpen = (props: { open: boolean }) => (props.open || loaded ? <Root {...props} /> : null);
    return RootOnceOpen as ComponentType<PropsOf<M[K]> & { open: boolean }>;
  }
  return { preload, Draw, part, rootOnceOpen, isLoaded: () => loaded !== undefined };
}

/** A route component whose code is a separate chunk, fetched the first time the route renders. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <PageLoading />) {
  const page = lazyModule(() => load().then((Page) => ({ Page })));
  const LazyPage = page.part("Page", fallback) as ComponentType<P> & { preload: () => Promise<unknown> };
  LazyPage.preload = page.preload;
  return LazyPage;
}
