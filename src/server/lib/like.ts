/** Escapes LIKE's wildcards (`%`, `_`) and its escape character, so a user's text matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The ILIKE pattern for "contains this text, taken literally". */
export const likeContains = (s: string) => `%${escapeLike(s)}%`;
