/** Captured interactions (issue 45): an e-mail, or a calendar invitation that became meetings. */
export const interactionKinds = ["email", "meeting"] as const;

/** What the organisation sees of a member's captured e-mails (default subject only, as Affinity does). */
export const captureShares = ["subject", "full"] as const;
export type CaptureShare = (typeof captureShares)[number];

/** How much of a message's plain text is kept. */
export const INTERACTION_EXCERPT_CHARS = 2000;

/** The largest message the listener or the upload accepts. */
export const INBOUND_MAX_BYTES = 25 * 1024 * 1024;
