import { useEffect, useRef } from "react";
import { useSearchParams } from "./router";

/**
 * Runs `onValue` when the address carries `?{name}=…` (the command palette's results and actions,
 * e.g. /people?add=1 opens Add Contact, /development?ticket={id} opens that request), then drops the
 * parameter so that Back and reload do not repeat it.
 */
export function useUrlParam(name: string, onValue: (value: string) => void) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const latest = useRef(onValue);
  latest.current = onValue;
  useEffect(() => {
    if (!value) return;
    latest.current(value);
    setParams(
      (prev) => {
        prev.delete(name);
        return prev;
      },
      { replace: true },
    );
  }, [value, name, setParams]);
}

/** `?{name}=1`: open something (Add Contact, Add LP, New Request). */
export const useUrlFlag = (name: string, onFlag: () => void) => useUrlParam(name, (value) => value === "1" && onFlag());
