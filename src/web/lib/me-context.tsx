import { createContext, useContext, type ReactNode } from "react";
import type { Me } from "./session";

const MeContext = createContext<Me | null>(null);

/** Provided by the route guard once the session is known. */
export function MeProvider({ me, children }: { me: Me; children: ReactNode }) {
  return <MeContext.Provider value={me}>{children}</MeContext.Provider>;
}

/** The signed-in user; only usable below the route guard. */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error("useMe() must be used inside a guarded route");
  return me;
}
