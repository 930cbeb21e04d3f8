import { useCallback, useRef, useState } from "react";

/**
 * Whether an element has come within `margin` of the screen; stays true from then on. Lets a
 * long page build what is off screen only when the user scrolls (or tabs) towards it, instead
 * of all of it on the first load. `initial` skips the wait for what is known to be on screen.
 */
export function useNearViewport<T extends Element>(initial = false, margin = "100% 0px") {
  const [near, setNear] = useState(initial);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [near, margin],
  );
  return { ref, near };
}
