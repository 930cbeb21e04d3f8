// Toasts follow actions, so their library (sonner) loads with the first toast rather than with
// every page; the Toaster mounts then and shows the toasts raised while it loaded.
type Sonner = typeof import("sonner");
type Options = { description?: string };

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

const show = (kind: "success" | "error") => (message: string, options?: Options) => {
  load().then(
    (s) => s.toast[kind](message, options),
    (error: unknown) => console.error("Could not show a notification", message, error),
  );
};

export const toast = { success: show("success"), error: show("error") };

/** For the Toaster: whether a toast was raised yet, and a subscription to that. */
export const toastsRequested = () => requested;
export function onToastsRequested(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
