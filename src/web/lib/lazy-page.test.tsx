// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from "vitest";
import { createRoot, type Root } from "react-dom/client";
import { lazyPage } from "./lazy-page";

let root: Root | undefined;
afterEach(() => root?.unmount());

function Loaded() {
  return <p>the page</p>;
}

function draw(element: React.ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  root.render(element);
  return container;
}

test("code that is already loaded is drawn in the first render, without the fallback", async () => {
  let fallbackDrawn = false;
  function Fallback() {
    fallbackDrawn = true;
    return <p>waiting</p>;
  }
  const Page = lazyPage(async () => Loaded, <Fallback />);
  await Page.preload();
  const container = draw(<Page />);
  await vi.waitFor(() => expect(container.textContent).toBe("the page"));
  expect(fallbackDrawn).toBe(false);
});

test("code that arrives after the fallback is drawn replaces it", async () => {
  let arrive: (component: typeof Loaded) => void = () => {};
  const Page = lazyPage(() => new Promise<typeof Loaded>((resolve) => (arrive = resolve)), <p>waiting</p>);
  const container = draw(<Page />);
  await vi.waitFor(() => expect(container.textContent).toBe("waiting"));
  arrive(Loaded);
  await vi.waitFor(() => expect(container.textContent).toBe("the page"));
});

test("code that arrives between the fallback's render and its effect is still drawn", async () => {
  // React runs a default render's effects in a later task; the code's promise settles in between.
  let arrive: (component: typeof Loaded) => void = () => {};
  const Page = lazyPage(() => new Promise<typeof Loaded>((resolve) => (arrive = resolve)), <ArriveWhileDrawn />);
  function ArriveWhileDrawn() {
    arrive(Loaded);
    return <p>waiting</p>;
  }
  void Page.preload();
  const container = draw(<Page />);
  await vi.waitFor(() => expect(container.textContent).toBe("the page"));
});

test("a load that fails (after the one reload) is thrown from render, where an error boundary catches it", async () => {
  sessionStorage.setItem("fundline.chunk-reload", "1"); // the one reload already happened
  const Page = lazyPage(() => Promise.reject(new Error("chunk missing")), <p>waiting</p>);
  const errors: unknown[] = [];
  const container = document.createElement("div");
  root = createRoot(container, { onUncaughtError: (error) => errors.push(error) });
  root.render(<Page />);
  await vi.waitFor(() => expect(errors).toHaveLength(1));
  expect((errors[0] as Error).message).toBe("chunk missing");
  sessionStorage.clear();
});
