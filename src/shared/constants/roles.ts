/** Member roles, most powerful first: owner, admin, member, viewer (read only). */
export const roles = ["owner", "admin", "member", "viewer"] as const;
export type Role = (typeof roles)[number];
