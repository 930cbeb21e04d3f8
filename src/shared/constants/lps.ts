/** The LP CRM board's defaults (spec part 2, §9 LPs and LP CRM). */
export const defaultSubboards = [
  { name: "Stage A", color: "#FCA5A5" },
  { name: "Stage B", color: "#93C5FD" },
  { name: "Stage C", color: "#6EE7B7" },
] as const;

/** A new subboard's colour unless one is picked. */
export const defaultSubboardColor = "#ffffff";

/** A colour as the colour picker gives it: # and six hex digits. */
export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;
