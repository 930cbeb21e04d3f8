// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from "./router";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => window.history.replaceState(null, "", "/"));
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function Params() {
  return <p data-testid="params">{JSON.stringify(useParams())}</p>;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { path: "/", element: <p>home</p> },
      {
        path: "/companies",
        element: (
          <section>
            list <Params />
            <Outlet />
          </section>
        ),
        children: [
          { path: "new", element: <Navigate to="/companies?add=1" replace /> },
          { path: ":companyId", element: <Params /> },
        ],
      },
      { path: "*", element: <p>not found</p> },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

async function draw(path: string, extra?: React.ReactNode) {
  window.history.replaceState(null, "", path);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <BrowserRouter>
        <Routes />
        <Where />
        {extra}
      </BrowserRouter>,
    ),
  );
}

const text = (id: string) => container.querySelector(`[data-testid=${id}]`)?.textContent;

test("matches nested routes in list order, with decoded params, ignoring case and a trailing slash", () => {
  const ids = (path: string) => matchRoutes(routes, path.split("/").filter(Boolean))?.map((m) => m.route.path ?? "(layout)");
  expect(ids("/")).toEqual(["(layout)", "/"]);
  expect(ids("/Companies/")).toEqual(["(layout)", "/companies"]);
  expect(ids("/companies/new")).toEqual(["(layout)", "/companies", "new"]);
  expect(ids("/companies/a%20b")).toEqual(["(layout)", "/companies", ":companyId"]);
  expect(matchRoutes(routes, ["companies", "a%20b"])!.at(-1)!.params).toEqual({ companyId: "a b" });
  expect(ids("/companies/a/b")).toEqual(["(layout)", "*"]);
  expect(ids("/nowhere")).toEqual(["(layout)", "*"]);
  expect(matchRoutes([{ path: "/x" }], ["y"])).toBeNull();
});

test("draws the matched branch; a parent sees its child's params", async () => {
  await draw("/companies/c-1");
  expect(container.querySelector("main section")?.textContent).toContain("list");
  expect(container.querySelectorAll("[data-testid=params]")[0].textContent).toBe('{"companyId":"c-1"}');
  expect(container.querySelectorAll("[data-testid=params]")[1].textContent).toBe('{"companyId":"c-1"}');
  await draw("/somewhere/else");
  expect(container.querySelector("main")?.textContent).toBe("not found");
});

test("a link navigates in the page with its state; Back returns; a modified click is left to the browser", async () => {
  await draw(
    "/",
    <Link to="/companies/c-2?tab=notes" state={{ fromList: true }}>
      open
    </Link>,
  );
  const link = container.querySelector("a")!;
  expect(link.getAttribute("href")).toBe("/companies/c-2?tab=notes");
  const length = window.history.length;
  await act(async () => link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })));
  expect(text("where")).toBe('/companies/c-2?tab=notes {"fromList":true}');
  expect(window.history.length).toBe(length + 1);

  const modified = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
  await act(async () => link.dispatchEvent(modified));
  expect(modified.defaultPrevented).toBe(false);

  await act(async () => {
    window.history.replaceState(null, "", "/");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  expect(text("where")).toBe("/ null");
});

test("a redirect replaces the entry it was drawn on", async () => {
  await draw("/companies");
  const length = window.history.length;
  let go: ReturnType<typeof useNavigate> | undefined;
  function Grab() {
    go = useNavigate();
    return null;
  }
  await act(async () =>
    root!.render(
      <BrowserRouter>
        <Routes />
        <Where />
        <Grab />
      </BrowserRouter>,
    ),
  );
  await act(async () => go!("/companies/new"));
  expect(window.location.pathname + window.location.search).toBe("/companies?add=1");
  expect(text("where")).toBe("/companies?add=1 null");
  expect(window.history.length).toBe(length + 1);
});

test("search params: two functional updates in one event both apply, and replace keeps history length", async () => {
  let set: ReturnType<typeof useSearchParams>[1] | undefined;
  function Filters() {
    const [params, setParams] = useSearchParams();
    set = setParams;
    return <p data-testid="q">{params.get("q") ?? "-"}</p>;
  }
  await draw("/companies?stage=seed", <Filters />);
  const length = window.history.length;
  await act(async () => {
    set!((p) => new URLSearchParams([...p, ["q", "acme"]]), { replace: true });
    set!((p) => (p.delete("stage"), p), { replace: true });
  });
  expect(window.location.search).toBe("?q=acme");
  expect(text("q")).toBe("acme");
  expect(window.history.length).toBe(length);
});

test("a nav link is the current page on its path and below it only", async () => {
  await draw(
    "/companies/c-3",
    <>
      <NavLink to="/companies">Pipeline</NavLink>
      <NavLink to="/comp">Other</NavLink>
    </>,
  );
  const [pipeline, other] = container.querySelectorAll("a");
  expect(pipeline.getAttribute("aria-current")).toBe("page");
  expect(other.getAttribute("aria-current")).toBeNull();
});

test("the hooks name the missing router", () => {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  function Lost() {
    useLocation();
    return null;
  }
  container = document.createElement("div");
  root = createRoot(container);
  expect(() => act(() => root!.render(<Lost />))).toThrow("useLocation is used outside <BrowserRouter>");
  spy.mockRestore();
});
