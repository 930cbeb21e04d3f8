import { useEffect, useState, type RefObject } from "react";

/**
 * Row windowing for a scroll container with fixed-height rows: only the rows in view
 * (plus an overscan) are rendered; spacer heights keep the scrollbar true.
 */
export function useWindow(ref: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 10) {
  const [view, setView] = useState({ top: 0, height: 800 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setView({ top: el.scrollTop, height: el.clientHeight }));
    };
    read();
    el.addEventListener("scroll", read, { passive: true });
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener("scroll", read);
      observer.disconnect();
    };
  }, [ref]);
  const start = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  return { start, end, padTop: start * rowHeight, padBottom: Math.max(0, (count - end) * rowHeight) };
}
