const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Splits text at each "@Member Name" of the given names (longest first, so "@Ann Lee" wins over
 * "@Ann"): the odd entries are the mentions, the even ones the text between them.
 */
export function splitMentions(text: string, names: string[]): string[] {
  if (!names.length || !text.includes("@")) return [text];
  const sorted = [...names].sort((a, b) => b.length - a.length);
  return text.split(new RegExp(`(@(?:${sorted.map(escapeRegExp).join("|")}))`, "g"));
}

/** The classes of a mention chip (comments and notes draw it alike). */
export const mentionChipClass = "rounded bg-primary/10 px-1 font-medium text-primary";
