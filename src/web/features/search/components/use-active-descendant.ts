import { useEffect } from "react";

/**
 * Keeps the box's aria-activedescendant on the selected option. cmdk 1.1.1 works it out before an
 * option that arrives later (an answer from the server) is drawn as selected, and leaves it empty:
 * a screen reader would not hear which result Enter opens. This follows the options as drawn.
 */
export function useActiveDescendant(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const sync = () => {
      const input = element.querySelector("[cmdk-input]");
      const id = element.querySelector('[cmdk-item][aria-selected="true"]')?.id;
      if (!input || (input.getAttribute("aria-activedescendant") ?? undefined) === id) return;
      if (id) input.setAttribute("aria-activedescendant", id);
      else input.removeAttribute("aria-activedescendant");
    };
    const observer = new MutationObserver(sync);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-selected", "aria-activedescendant"],
    });
    sync();
    return () => observer.disconnect();
  }, [element]);
}
