import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { reveal } from "./reveal-queue";

/**
 * How many of a list's `total` items to draw. The first time the list has items they are drawn a
 * slice per task (see reveal-queue); from then on, all of them (later pages, edits, live updates
 * appear at once). The items should be memoised components, so a slice draws only its new ones.
 */
export function useRevealed(total: number): number {
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);
  const totalRef = useRef(total);
  totalRef.current = total;
  const revealing = shown !== Infinity && total > 0;
  useEffect(() => {
    if (!revealing) return;
    return reveal((count) => {
      const next = shownRef.current + count;
      shownRef.current = next < totalRef.current ? next : Infinity;
      // Drawn now, in this task, so that each slice is one task of its own.
      flushSync(() => setShown(shownRef.current));
      return shownRef.current !== Infinity;
    });
  }, [revealing]);
  return shown;
}
