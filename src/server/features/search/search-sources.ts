import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { searchableTypes } from "@shared/constants/custom-fields";
import type { SearchType } from "@shared/schemas/search";
import { people, personSearchText } from "../../db/schema";
import { valueList } from "../../db/schema/value-list";
import { BODY_RANK, nameMatch, nameRank, nameScore, tiered, type Terms } from "./search-terms";

/**
 * One query per kind of record, all with the same columns (type, id, title, subtitle, url, rank,
 * score, body), each already cut to the best `limit` rows so that the union stays small. `body` is
 * the text a body match was found in (the caller turns it into a snippet), otherwise null.
 */
type Source = (org: Placeholder, t: Terms, limit: Placeholder) => SQL;

/**
 * A long term ranks its (few) matches; a one- or two-letter term takes the first names in name order, which
 * the (org_id, lower(name)) indexes give without sorting every name that starts with the letter.
 */
const top = (title: SQL, t: Terms, limit: Placeholder) =>
  t.long ? sql`order by rank, score desc, length(${title}), lower(${title}) limit ${limit}` : sql`order by lower(${title}) limit ${limit}`;
const none = sql`null::text`;
const bodyRank = sql.raw(String(BODY_RANK));

const company: Source = (org, t, limit) =>
  tiered(
    {
      select: (rank, score) => sql`select 'company' as type, c.id, c.name as title, c.stage as subtitle,
        case when c.stage = 'Portfolio' then '/portfoliocompanies/' else '/companies/' end || c.id as url,
        ${rank} as rank, ${score} as score, ${none} as body`,
      from: sql`from companies c`,
      scope: sql`c.org_id = ${org}`,
      col: sql`c.name`,
    },
    t,
    limit,
  );

// A contains match in the title, company, ... goes through the people list's own search expression and
// its trigram index (people_search_trgm_idx), and ranks with contains matches in the name.
const personElsewhere = (t: Terms) => (t.separator ? undefined : sql`lower(${personSearchText(people)}) like lower(${t.contains})`);

const person: Source = (org, t, limit) =>
  tiered(
    {
      select: (rank, score) => sql`select 'person' as type, ${people.id} as id, ${people.name} as title,
        nullif(concat_ws(' · ', ${people.title}, ${people.companyName}), '') as subtitle, '/people/' || ${people.id} as url,
        ${rank} as rank, ${score} as score, ${none} as body`,
      from: sql`from ${people}`,
      scope: sql`${people.orgId} = ${org}`,
      col: sql`${people.name}`,
      elsewhere: personElsewhere(t),
    },
    t,
    limit,
  );

const lp: Source = (org, t, limit) =>
  tiered(
    {
      select: (rank, score) => sql`select 'lp' as type, l.id, l.entity_name as title, f.name as subtitle, '/lps?lp=' || l.id as url,
        ${rank} as rank, ${score} as score, ${none} as body`,
      from: sql`from lps l join funds f on f.id = l.fund_id`,
      scope: sql`l.org_id = ${org}`,
      col: sql`l.entity_name`,
    },
    t,
    limit,
  );

const lpRow: Source = (org, t, limit) =>
  tiered(
    {
      select: (rank, score) => sql`select 'lpRow' as type, r.id, r.lead as title, b.name || ' · ' || s.name as subtitle,
        '/lpcrm/' || r.board_id || '?row=' || r.id as url, ${rank} as rank, ${score} as score, ${none} as body`,
      from: sql`from lp_crm_rows r join lp_boards b on b.id = r.board_id join lp_subboards s on s.id = r.subboard_id`,
      scope: sql`r.org_id = ${org}`,
      col: sql`r.lead`,
    },
    t,
    limit,
  );

/** A body match needs three letters or digits: a shorter one would match nearly every text. */
const bodyMatch = (col: SQL, t: Terms) => (t.long ? sql`${col} ilike ${t.contains}` : sql`false`);

const ticketTitle: Source = (org, t, limit) =>
  tiered(
    {
      select: (rank, score) => sql`select 'ticket' as type, k.id, k.title, k.status as subtitle, '/development?ticket=' || k.id as url,
        ${rank} as rank, ${score} as score, ${none} as body`,
      from: sql`from tickets k`,
      scope: sql`k.org_id = ${org}`,
      col: sql`k.title`,
    },
    t,
    limit,
  );

// Apart from the title: one statement with both had to read every ticket and score each title (an OR with
// an unindexed description), where the title's tiers are ranges of its indexes. Newest first.
const ticketBody: Source = (org, t, limit) => sql`(select 'ticket' as type, k.id, k.title, k.status as subtitle,
    '/development?ticket=' || k.id as url, ${bodyRank} as rank, 0::real as score, k.description as body
  from tickets k where k.org_id = ${org} and ${bodyMatch(sql`k.description`, t)} and not ${nameMatch(sql`k.title`, t)}
  order by k.created_at desc nulls first, k.id desc limit ${limit})`;

// Notes and documents are found by three letters or more: a title starting with one letter is no way to find a note.
const noteTitle: Source = (org, t, limit) =>
  t.long
    ? tiered(
        {
          select: (rank, score) => sql`select 'note' as type, n.id, n.title, c.name as subtitle,
            '/companies/' || n.company_id || '?tab=notes&note=' || n.id as url, ${rank} as rank, ${score} as score, ${none} as body`,
          from: sql`from notes n join companies c on c.id = n.company_id`,
          scope: sql`n.org_id = ${org}`,
          col: sql`n.title`,
        },
        t,
        limit,
      )
    : sql`(select null::text as type, null::uuid as id, null::text as title, null::text as subtitle, null::text as url,
        0 as rank, 0::real as score, ${none} as body where false)`;

/** How many of an organisation's newest notes a body search reads before it turns to the trigram index. */
export const NOTE_BODY_WINDOW = 200;

/**
 * Body matches, newest first. A common word is in the newest notes: reading the newest NOTE_BODY_WINDOW
 * (notes_org_updated_idx) finds `limit` of them, and those are the answer. A rare one is not, and then
 * every match comes from notes_content_trgm_idx (a materialized CTE, so the planner fetches the matches
 * and sorts them instead of walking all notes by date) and is sorted by date. PostgreSQL cannot choose
 * between the two itself: a note's text is usually over the 1 KB ANALYZE skips, so it guesses 4 % of
 * the notes match any term and walked all 20,000 of them for a term in none (230-330 ms, issue 41).
 */
const noteBody: Source = (org, t, limit) => {
  const match = sql`${bodyMatch(sql`n.content`, t)} and not ${nameMatch(sql`n.title`, t)}`;
  return sql`(with recent as (select n.id, n.title, n.company_id, n.content, n.updated_at from notes n
      where n.org_id = ${org} order by n.updated_at desc nulls last limit ${sql.raw(String(NOTE_BODY_WINDOW))}),
    recent_hits as (select * from recent n where ${match} order by n.updated_at desc nulls last limit ${limit}),
    all_hits as materialized (select n.id, n.title, n.company_id, n.content, n.updated_at from notes n
      where n.org_id = ${org} and ${match})
  select 'note' as type, n.id, n.title, c.name as subtitle, '/companies/' || n.company_id || '?tab=notes&note=' || n.id as url,
    ${bodyRank} as rank, 0::real as score, n.content as body
  from (select * from recent_hits where (select count(*) from recent_hits) >= ${limit}
    union all
    (select * from all_hits where (select count(*) from recent_hits) < ${limit} order by updated_at desc nulls last limit ${limit})) n
    join companies c on c.id = n.company_id
  order by n.updated_at desc nulls last limit ${limit})`;
};

const comment: Source = (org, t, limit) => sql`(select 'comment' as type, m.id, c.name as title,
    case when m.kind = 'reminder' then 'Reminder' else 'Comment' end as subtitle,
    '/companies/' || m.company_id || '?tab=comments' as url, ${bodyRank} as rank, 0::real as score, m.text as body
  from comments_reminders m join companies c on c.id = m.company_id
  where m.org_id = ${org} and ${bodyMatch(sql`m.text`, t)} order by m.created_at desc nulls last limit ${limit})`;

// A deck analysis is found through its document; its text is every string in the result.
const analysisText = sql`(select string_agg(v #>> '{}', ' ') from jsonb_path_query(a.result, 'strict $.**') v where jsonb_typeof(v) = 'string')`;
const documentOwner = sql`coalesce(c.name, p.name) || ' · ' || d.category`;

const document: Source = (org, t, limit) => sql`(select 'document' as type, d.id, d.file_name as title, ${documentOwner} as subtitle,
    coalesce('/companies/' || d.company_id || '?tab=documents', '/people/' || d.person_id) as url,
    ${nameRank(sql`d.file_name`, t)} as rank, ${nameScore(sql`d.file_name`, t)} as score, ${none} as body
  from documents d left join companies c on c.id = d.company_id left join people p on p.id = d.person_id
  where d.org_id = ${org} and ${t.long ? nameMatch(sql`d.file_name`, t) : sql`false`} ${top(sql`d.file_name`, t, limit)})`;

const deckAnalysis: Source = (org, t, limit) => sql`(select 'document' as type, d.id, d.file_name as title, ${documentOwner} as subtitle,
    '/companies/' || d.company_id || '?tab=ai' as url, ${bodyRank} as rank, 0::real as score, x.body
  from deck_analyses a cross join lateral (select ${analysisText} as body) x
    join documents d on d.id = a.document_id left join companies c on c.id = d.company_id left join people p on p.id = d.person_id
  where a.org_id = ${org} and a.status = 'done' and ${bodyMatch(sql`x.body`, t)} and not ${nameMatch(sql`d.file_name`, t)}
  order by a.finished_at desc nulls last limit ${limit})`;

/**
 * Narrows to records whose values, as JSON text, contain the term: the `*_custom_text_trgm_idx`
 * trigram indexes serve it. JSON text escapes `"` and `\`, so a term holding them skips it.
 */
const jsonTextPrefilter = (t: Terms) => (t.jsonEscaped ? sql`` : sql`and lower(r.custom_fields::text) like lower(${t.contains})`);

/**
 * A record found by the value of one of its text custom fields (body tier, with the values as the
 * snippet). The field keys are an uncorrelated subquery, read once per query (an InitPlan): an
 * organisation without text fields gets a one-time false filter and scans nothing. Newest first.
 */
const customText =
  (entity: "company" | "person" | "lp", table: string, select: SQL, name: string): Source =>
  (org, t, limit) => {
    const keys = sql`(select array_agg(f.key) from custom_fields f
      where f.org_id = ${org} and f.entity = ${entity} and not f.archived and f.type in (${valueList(searchableTypes)}))`;
    const values = sql`(select string_agg(r.custom_fields ->> k, ' · ') from unnest(${keys}) k)`;
    return sql`(select ${select}, ${bodyRank} as rank, 0::real as score, ${values} as body
      from ${sql.raw(table)} r
      where ${t.long ? sql`${keys} is not null` : sql`false`} and r.org_id = ${org} ${jsonTextPrefilter(t)}
        and exists (select 1 from unnest(${keys}) k where r.custom_fields ->> k ilike ${t.contains})
        and not ${nameMatch(sql.raw(`r.${name}`), t)}
      order by r.updated_at desc nulls last limit ${limit})`;
  };

const companyFields = customText(
  "company",
  "companies",
  sql`'company' as type, r.id, r.name as title, r.stage as subtitle,
    case when r.stage = 'Portfolio' then '/portfoliocompanies/' else '/companies/' end || r.id as url`,
  "name",
);
const personFields = customText(
  "person",
  "people",
  sql`'person' as type, r.id, r.name as title, nullif(concat_ws(' · ', r.title, r.company_name), '') as subtitle,
    '/people/' || r.id as url`,
  "name",
);
const lpFields = customText(
  "lp",
  "lps",
  sql`'lp' as type, r.id, r.entity_name as title, (select name from funds where id = r.fund_id) as subtitle,
    '/lps?lp=' || r.id as url`,
  "entity_name",
);

export const sources: Record<SearchType, Source[]> = {
  company: [company],
  person: [person],
  lp: [lp],
  lpRow: [lpRow],
  ticket: [ticketTitle, ticketBody],
  note: [noteTitle, noteBody],
  comment: [comment],
  document: [document, deckAnalysis],
};

/**
 * Records found by their text custom fields, for the types whose organisation has such fields: the
 * statement leaves them out otherwise, since even a source that finds no field keys (a one-time false
 * filter) may be planned as a parallel scan whose workers start before that filter is read (50-85 ms
 * for a common word, issue 41).
 */
export const fieldSources = { company: companyFields, person: personFields, lp: lpFields } satisfies Partial<Record<SearchType, Source>>;
export type FieldEntity = keyof typeof fieldSources;
