/** The records a custom field can belong to. */
export const fieldEntities = ["company", "person", "lp"] as const;
export type FieldEntity = (typeof fieldEntities)[number];

/** The types of a custom field (issue 39). */
export const fieldTypes = [
  "text",
  "longText",
  "number",
  "money",
  "date",
  "checkbox",
  "select",
  "multiSelect",
  "url",
  "email",
  "member",
  "company",
  "person",
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** Types with options. */
export const optionTypes: readonly FieldType[] = ["select", "multiSelect"];
/** Types filtered with [gt] / [lt] and given a sort index. */
/** Types whose values are free text: global search looks into them. */
export const searchableTypes: readonly FieldType[] = ["text", "longText", "url", "email"];
export const rangeTypes: readonly FieldType[] = ["number", "money", "date"];

/** Option colours (soft tints in the web's theme). */
export const optionColors = ["gray", "red", "orange", "amber", "green", "teal", "blue", "indigo", "purple", "pink"] as const;
export type OptionColor = (typeof optionColors)[number];

/** Pages that keep saved views. */
export const viewPages = ["pipeline", "portfolio", "network", "lps"] as const;
export const viewModes = ["table", "board", "grouped"] as const;

/** At most this many fields per organisation and entity. */
export const MAX_FIELDS = 100;
