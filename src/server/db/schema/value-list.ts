import { sql } from "drizzle-orm";

/** A check constraint's `in (...)` list from a shared constant, so the database and the API allow the same values. */
export const valueList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(","));
