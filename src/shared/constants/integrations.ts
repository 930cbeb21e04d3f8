/** API token scopes: `read` refuses every write; `read-write` follows the role. */
export const API_TOKEN_SCOPES = ["read", "read-write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Organisation tokens (owners and admins create them; they act with the admin role) or personal ones (acting as their member). */
export const API_TOKEN_KINDS = ["personal", "organisation"] as const;

/** Every token starts so; secret scanners and people recognise it. */
export const API_TOKEN_PREFIX = "fl_live_";

/** Requests per token per window (documented on /api/docs); over it the API answers 429 with Retry-After. */
export const API_TOKEN_RATE_LIMIT = { max: 600, windowSeconds: 60 } as const;

/** The activity entity types whose changes webhooks send, with their public event names. */
export const WEBHOOK_ENTITY_NAMES = {
  company: "company",
  person: "person",
  lp: "lp",
  lp_crm_row: "lp_crm_row",
  comment: "comment",
  reminder: "reminder",
  equity_investment: "investment",
} as const;

const crud = <N extends string>(name: N) => [`${name}.created`, `${name}.updated`, `${name}.deleted`] as const;

/** The events an endpoint can subscribe to. */
export const WEBHOOK_EVENTS = [
  ...crud("company"),
  "company.stage_changed",
  ...crud("person"),
  ...crud("lp"),
  ...crud("lp_crm_row"),
  ...crud("comment"),
  ...crud("reminder"),
  ...crud("investment"),
  "intake_submission.created",
] as const;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "sending", "delivered", "failed"] as const;

/**
 * Waits before each retry (seconds): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — about 28 hours
 * in all, so a receiver down for most of a day still gets everything.
 */
export const WEBHOOK_RETRY_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;
