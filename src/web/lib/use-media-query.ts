import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches now; re-renders when that changes (window resized, rotated). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tailwind's `md` breakpoint: from here on, lists are tables rather than cards. */
export const WIDE_SCREEN = "(min-width: 48rem)";
