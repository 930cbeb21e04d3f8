import { sql } from "drizzle-orm";

/** U+001F (unit separator): nobody types it, and a term that contains it is searched column by column instead. */
export const searchSeparator = "\u001f";

/** The separator as an SQL literal, between the columns of a search text expression. */
export const searchSeparatorSql = sql.raw(`E'\\x1f'`);

/**
 * Whether a term can go through a search text expression and its trigram index (gin_trgm_ops): trigram
 * indexes only narrow a search whose term holds three letters or digits in a row, and a term holding
 * the separator could match across two columns.
 */
export const searchTextUsable = (term: string) => /[\p{L}\p{N}]{3}/u.test(term) && !term.includes(searchSeparator);
