import type { Logger } from "./logger";

import type { Role } from "@shared/constants/roles";
import type { ApiTokenScope } from "@shared/constants/integrations";

export type { Role };

export type Caller = {
  userId: string;
  memberId: string;
  orgId: string;
  role: Role;
  email: string;
  name: string;
  sessionId: string;
  /** Set when the request carries an API token instead of a session cookie (decision 019). */
  tokenId?: string;
  tokenScope?: ApiTokenScope;
  /** The client address of this request (recorded in the activity log). */
  ip?: string | null;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    caller: Caller;
    /** Set by resolveClientMiddleware (lib/client-ip.ts). */
    client: { ip: string | null; proto: "http" | "https" | null };
  };
};
