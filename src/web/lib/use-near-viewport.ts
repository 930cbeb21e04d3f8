import { useEffect, useState } from "react";

/**
 * True once the element has come within `margin` of the screen (and stays true): for parts a
 * page can show without at first, so their code does not share a phone's line and main thread
 * with what the page draws first. Returns a callback ref, so an element drawn later (after a
 * role change, say) is watched from when it appears.
 */
export function useNearViewport(margin = "300px") {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near] as const;
}
