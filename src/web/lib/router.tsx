import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";

/*
 * The browser-history router the app needs, and no more: nested routes with params and an
 * outlet, links, redirects, search params and history state. It replaces react-router
 * (~12 KB compressed in every first load) with the same names and behaviour for what we use:
 * a navigation is a transition (the page shown stays until the next one's code is ready), and
 * history entries keep react-router's `{ usr, key }` shape.
 */

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = { (to: string, options?: NavigateOptions): void; (delta: number): void };
/** Top-level paths are absolute ("/companies"), children's relative (":companyId"); "*" matches the rest. */
export type RouteObject = { path?: string; element?: ReactNode; children?: RouteObject[]; handle?: unknown };
type Params = Record<string, string>;

const LocationContext = createContext<Location | null>(null);
const NavigateContext = createContext<NavigateFunction | null>(null);
const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null });

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  const navigate = useCallback<NavigateFunction>((to: string | number, options: NavigateOptions = {}) => {
    // popstate follows and draws the entry.
    if (typeof to === "number") return window.history.go(to);
    const url = new URL(to, window.location.href);
    const entry = { usr: options.state ?? null, key: newKey() };
    window.history[options.replace ? "replaceState" : "pushState"](entry, "", url.pathname + url.search + url.hash);
    startTransition(() => setLocation(currentLocation()));
  }, []);
  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setLocation(currentLocation()));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  return (
    <NavigateContext value={navigate}>
      <LocationContext value={location}>{children}</LocationContext>
    </NavigateContext>
  );
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} is used outside <BrowserRouter>`);
  return value;
}

export const useLocation = () => required(useContext(LocationContext), "useLocation");
export const useNavigate = () => required(useContext(NavigateContext), "useNavigate");
export const useParams = (): Partial<Params> => useContext(RouteContext).params;
export const Outlet = () => useContext(RouteContext).outlet;

type Match = { route: RouteObject; params: Params };

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

function decode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The first branch, in list order, whose paths consume the whole of `segments`. */
export function matchRoutes(routes: RouteObject[], segments: string[], params: Params = {}): Match[] | null {
  for (const route of routes) {
    const pattern = route.path === undefined ? [] : segmentsOf(route.path);
    const own: Params = { ...params };
    let used = 0;
    for (const part of pattern) {
      if (part === "*") {
        own["*"] = segments.slice(used).map(decode).join("/");
        used = segments.length;
        break;
      }
      const segment = segments[used];
      if (segment === undefined) break;
      if (part.startsWith(":")) own[part.slice(1)] = decode(segment);
      else if (part.toLowerCase() !== decode(segment).toLowerCase()) break;
      used++;
    }
    const matched = used === pattern.length || pattern.includes("*");
    if (!matched) continue;
    const rest = segments.slice(used);
    const deeper = route.children && matchRoutes(route.children, rest, own);
    if (deeper) return [{ route, params: deeper[0].params }, ...deeper];
    // A layout without a path draws only around a child that matched.
    if (rest.length === 0 && route.path !== undefined) return [{ route, params: own }];
  }
  return null;
}

export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, segmentsOf(pathname)), [routes, pathname]);
  if (!matches) return null;
  // Every level sees every param of the path, as in react-router.
  const params = matches[matches.length - 1].params;
  return matches.reduceRight<ReactNode>(
    (outlet, { route }) => <RouteContext value={{ params, outlet }}>{route.element === undefined ? outlet : route.element}</RouteContext>,
    null,
  );
}

/** Redirects when drawn: once, though its parent may draw it again before the next page shows. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const [target] = useState({ to, replace, state });
  useEffect(() => navigate(target.to, target), [navigate, target]);
  return null;
}

export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | ((previous: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => {
      // From the address itself: two updates in one event both apply.
      const value = typeof next === "function" ? next(new URLSearchParams(window.location.search)) : next;
      const query = value.toString();
      navigate(window.location.pathname + (query ? `?${query}` : ""), options);
    },
    [navigate],
  );
  return [params, setParams] as const;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & NavigateOptions & { to: string; ref?: Ref<HTMLAnchorElement> };

const hrefOf = (to: string) => {
  const url = new URL(to, window.location.href);
  return url.pathname + url.search + url.hash;
};

/** An `<a href>` that navigates in the page on a plain click; a new tab or window is left to the browser. */
export function Link({ to, replace, state, onClick, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (rest.target && rest.target !== "_self") || rest.download !== undefined)
      return;
    event.preventDefault();
    // A link to where the user already is does not add a history entry.
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { replace: replace ?? hrefOf(to) === here, state });
  };
  return (
    <a {...rest} href={to} onClick={handle}>
      {children}
    </a>
  );
}

/** A Link marked `aria-current="page"` on its page and the pages below it. */
export function NavLink(props: LinkProps) {
  const pathname = useLocation().pathname.toLowerCase();
  const path = segmentsOf(props.to.split(/[?#]/)[0].toLowerCase()).join("/");
  const active = `/${path}` === pathname.replace(/\/$/, "") || pathname.startsWith(`/${path}/`);
  return <Link aria-current={active ? "page" : undefined} {...props} />;
}
