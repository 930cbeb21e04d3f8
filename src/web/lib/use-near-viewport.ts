import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `margin` of the screen (and stays true): for parts a
 * page can show without at first, so their code does not share a phone's line and main thread
 * with what the page draws first.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "300px") {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
