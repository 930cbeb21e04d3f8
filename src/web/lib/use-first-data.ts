import { useDeferredValue } from "react";

/**
 * A query's data, but its first answer is drawn as a transition: React renders a long list in
 * small slices instead of one long task, so a phone stays responsive while the page first fills
 * (until then the caller keeps showing its skeleton). Later answers (edits, optimistic moves,
 * live updates) are returned at once.
 */
export function useFirstData<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred === undefined ? undefined : data;
}
