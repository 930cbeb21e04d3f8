import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Person, PersonListQuery } from "@shared/schemas/people";
import type { Db } from "../../db/client";
import { people, personSearchText, pocs, searchTextUsable } from "../../db/schema";
import { likeContains } from "../../lib/like";

type Filters = Omit<PersonListQuery, "limit" | "cursor" | "sort"> & { custom?: SQL[] };

/** People with their POC's name and the list's sort key as PostgreSQL writes it (the next page's cursor carries it). */
export const selectPeople = (db: Db, key: SQL) =>
  db
    .select({ p: people, pocName: pocs.name, sortKey: sql<string>`(${key})::text` })
    .from(people)
    .leftJoin(pocs, eq(pocs.id, people.pocId));

export type PersonRow = { p: typeof people.$inferSelect; pocName: string | null };

export const toPerson = ({ p, pocName }: PersonRow): Person => ({
  id: p.id,
  name: p.name,
  companyName: p.companyName,
  title: p.title,
  email: p.email,
  otherEmails: p.otherEmails,
  phone: p.phone,
  linkedin: p.linkedin,
  website: p.website,
  personType: p.personType,
  sectorFocus: p.sectorFocus,
  stage: p.stage,
  value: p.value as Person["value"],
  checkSizeRange: p.checkSizeRange,
  city: p.city,
  lastMeeting: p.lastMeeting,
  pocId: p.pocId,
  pocName,
  address: p.address,
  notes: p.notes,
  version: p.version,
  createdAt: p.createdAt.toISOString(),
  customFields: p.customFields,
});

/** "%text%" with LIKE's wildcards taken literally. */

/**
 * Basic search: a partial, case-insensitive match in name, title, company, type or sector. A term
 * with a trigram goes through the one indexed expression (same matches: the separator keeps each
 * match inside one column); a shorter one scans either way, so it keeps the plain OR.
 */
export function basicSearch(q: string): SQL | undefined {
  const term = likeContains(q);
  // ILIKE is lower() LIKE lower() (PostgreSQL, UTF-8); written out, the pattern is lowered once, not per row.
  if (searchTextUsable(q)) return sql`lower(${personSearchText(people)}) like lower(${term})`;
  return or(
    ilike(people.name, term),
    ilike(people.title, term),
    ilike(people.companyName, term),
    ilike(people.personType, term),
    ilike(people.sectorFocus, term),
  );
}

/** The organisation scope, basic search (name, title, company, type, sector) and per-field partial matches. */
export function personFilters(orgId: string, f: Filters): SQL {
  const conditions: (SQL | undefined)[] = [eq(people.orgId, orgId)];
  const q = f.q?.trim();
  if (q) conditions.push(basicSearch(q));
  const fields: [string | undefined, PgColumn][] = [
    [f.name, people.name],
    [f.title, people.title],
    [f.type, people.personType],
    [f.sector, people.sectorFocus],
    [f.company, people.companyName],
    [f.email, people.email],
    [f.city, people.city],
  ];
  for (const [value, column] of fields) if (value?.trim()) conditions.push(ilike(column, likeContains(value.trim())));
  if (f.pocId) conditions.push(eq(people.pocId, f.pocId));
  if (f.value) conditions.push(eq(people.value, f.value));
  conditions.push(...(f.custom ?? []));
  return and(...conditions)!;
}

export const nameKey = sql`lower(${people.name})`;
