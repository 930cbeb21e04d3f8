import type { Logger } from "./logger";

import type { Role } from "@shared/constants/roles";

export type { Role };

export type Caller = {
  userId: string;
  memberId: string;
  orgId: string;
  role: Role;
  email: string;
  name: string;
  sessionId: string;
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
