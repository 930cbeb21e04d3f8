import type { Logger } from "./logger";

export type Role = "owner" | "admin" | "member" | "viewer";

export type Caller = {
  userId: string;
  memberId: string;
  orgId: string;
  role: Role;
  email: string;
  name: string;
  sessionId: string;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    caller: Caller;
  };
};
