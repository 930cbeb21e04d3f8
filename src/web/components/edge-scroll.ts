import type { Modifier } from "@dnd-kit/core";

/**
 * Scrolling the page while a row is dragged near its visible top or bottom edge. dnd-kit's own
 * auto-scroll starts in the outer fifth of the window: aiming at a subboard in the lower part of
 * the screen scrolled the page under the pointer, and the row landed in the next one down; its
 * top band also lay partly under the phone's sticky top bar. Here the band is EDGE pixels from
 * what is visible (below a `data-sticky-top` bar), faster the closer the pointer comes.
 */
export const EDGE = 48;
const MAX_STEP = 20; // pixels per frame at the very edge

/** Where the visible page starts: under a sticky bar at the top (the phone's), if one is shown. */
export function visibleTop(): number {
  let top = 0;
  for (const bar of document.querySelectorAll<HTMLElement>("[data-sticky-top]")) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0 && rect.top <= 1) top = Math.max(top, rect.bottom);
  }
  return top;
}

/** Follows the pointer (mouse or finger) and scrolls the window near its edges until stopped. */
export function startEdgeScroll(): () => void {
  let y: number | null = null;
  let frame = 0;
  const onPointer = (event: PointerEvent) => (y = event.clientY);
  const onTouch = (event: TouchEvent) => (y = event.touches[0]?.clientY ?? y);
  const tick = () => {
    if (y !== null) {
      const top = visibleTop() + EDGE;
      const bottom = window.innerHeight - EDGE;
      const depth = y < top ? (y - top) / EDGE : y > bottom ? (y - bottom) / EDGE : 0;
      const step = Math.round(Math.max(-1, Math.min(1, depth)) * MAX_STEP);
      if (step) window.scrollBy(0, step);
    }
    frame = requestAnimationFrame(tick);
  };
  window.addEventListener("pointermove", onPointer, { passive: true });
  window.addEventListener("touchmove", onTouch, { passive: true });
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("pointermove", onPointer);
    window.removeEventListener("touchmove", onTouch);
  };
}

const INSET = 4; // the preview's distance from the window's edges, at the least
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Keeps the drag preview inside the visible window (a finger at the bottom edge would push it off). */
export const keepPreviewOnScreen: Modifier = ({ transform, draggingNodeRect }) => {
  if (!draggingNodeRect) return transform;
  const { left, top, height } = draggingNodeRect;
  const width = Math.min(draggingNodeRect.width, window.innerWidth - 2 * INSET);
  return {
    ...transform,
    x: clamp(transform.x, INSET - left, window.innerWidth - INSET - width - left),
    y: clamp(transform.y, visibleTop() + INSET - top, window.innerHeight - INSET - height - top),
  };
};
