/**
 * Every cache key of the web app, by feature. The feature hooks build their queries from these
 * factories and the live-update invalidation (app/live/invalidation.ts) names what a change makes
 * stale with the same factories, so the two cannot drift apart: invalidation.test.ts fails when
 * an invalidated key is not a prefix of a key some factory makes. Lint refuses a literal
 * `queryKey: [...]` anywhere else.
 *
 * A key starts with its feature, so invalidating the feature's `all` refreshes all of it.
 */

/** Anything a key may hold after its feature: ids, filters, search text. */
type Part = string | number | boolean | null | undefined | object;

const key = <T extends readonly Part[]>(...parts: T) => parts;

const companies = key("companies");
const portfolio = key("portfolio");
const people = key("people");
const lpCrm = key("lp-crm");
const lps = key("lps");
const fundLedger = key("fund-ledger");
const tickets = key("tickets");
const activity = key("activity");
const dashboard = key("dashboard");
const me = key("me");
const interactions = key("interactions");

export const queryKeys = {
  me: {
    all: me,
    preferences: key(...me, "preferences"),
    /** The member's own e-mail capture address and what they share of captured mail (issue 45). */
    capture: key(...me, "capture"),
  },
  setup: key("setup"),
  /** Reference data: one key per list, read by every screen that shows it. */
  reference: { pocs: key("pocs"), subsectors: key("subsectors"), funds: key("funds"), members: key("members") },
  companies: {
    all: companies,
    lists: key(...companies, "list"),
    list: (filters: object, fields: string, sort: string, limit: number) => key(...companies, "list", filters, fields, sort, limit),
    boards: key(...companies, "board"),
    board: (filters: object, fields: string) => key(...companies, "board", filters, fields),
    facets: (filters: object) => key(...companies, "facets", filters),
    groups: (filters: object, groupBy: string) => key(...companies, "groups", filters, groupBy),
    analytics: key(...companies, "analytics"),
    one: (id: string) => key(...companies, "one", id),
    /** Company names matching a search (the company pickers). */
    options: (q: string) => key(...companies, "options", q),
    documents: (id: string) => key(...companies, "documents", id),
    offers: (id: string) => key(...companies, "offers", id),
    investments: (id: string) => key(...companies, "investments", id),
    founders: (id: string) => key(...companies, "founders", id),
    enrichment: (id: string) => key(...companies, "enrichment", id),
    deckAnalyses: (id: string) => key(...companies, "deck-analyses", id),
  },
  notes: {
    ofCompany: (companyId: string) => key("notes", companyId),
    lists: (companyId: string) => key("notes", companyId, "list"),
    list: (companyId: string, q: string) => key("notes", companyId, "list", q),
    one: (companyId: string, id: string) => key("notes", companyId, "one", id),
  },
  comments: { all: key("comments"), list: (scope: object, filters: object) => key("comments", scope, filters) },
  portfolio: {
    all: portfolio,
    list: (filters: object, limit: number) => key(...portfolio, "list", filters, limit),
    analytics: key(...portfolio, "analytics"),
    stats: key(...portfolio, "stats"),
    trackers: key(...portfolio, "tracker"),
    tracker: (quarter: string, q: string) => key(...portfolio, "tracker", quarter, q),
  },
  /** Captured e-mails and invitations of one person or company (issue 45). */
  interactions: {
    all: interactions,
    of: (owner: "person" | "company", id: string) => key(...interactions, owner, id),
  },
  people: {
    all: people,
    list: (filters: object, limit: number) => key(...people, "list", filters, limit),
    one: (id: string) => key(...people, "one", id),
    meetings: (id: string) => key(...people, "meetings", id),
    documents: (id: string) => key(...people, "documents", id),
    founderCandidates: (name: string) => key(...people, "founder-candidates", name),
    options: (q: string) => key(...people, "options", q),
  },
  lps: {
    all: lps,
    list: (fundId: string, limit: number, filters: object = {}) => key(...lps, "list", fundId, limit, filters),
    one: (id: string) => key(...lps, "one", id),
    totals: key(...lps, "totals"),
  },
  lpCrm: {
    all: lpCrm,
    boards: key(...lpCrm, "boards"),
    board: (id: string) => key(...lpCrm, "board", id),
    rows: (boardId: string) => key(...lpCrm, "rows", boardId),
    rowsMatching: (boardId: string, q: string) => key(...lpCrm, "rows", boardId, q),
  },
  fundLedger: {
    all: fundLedger,
    metrics: (fundId: string, asOf: string) => key(...fundLedger, "metrics", fundId, asOf),
    calls: (fundId: string) => key(...fundLedger, "calls", fundId),
    distributions: (fundId: string) => key(...fundLedger, "distributions", fundId),
    valuations: (fundId: string) => key(...fundLedger, "valuations", fundId),
    capitalAccount: (lpId: string, asOf: string) => key(...fundLedger, "capital-account", lpId, asOf),
  },
  tickets: {
    all: tickets,
    lists: key(...tickets, "list"),
    list: (filters: object) => key(...tickets, "list", filters),
    one: (id: string) => key(...tickets, "detail", id),
  },
  dashboard: { all: dashboard, risk: key(...dashboard, "risk") },
  performance: key("performance"),
  activity: {
    all: activity,
    company: (id: string) => key(...activity, "company", id),
    audit: (filters: object) => key(...activity, "audit", filters),
  },
  search: (q: string) => key("search", q),
  invitations: key("invitations"),
  invitationLink: (token: string) => key("invitation-link", token),
  passwordReset: (token: string) => key("password-reset", token),
  /** The organisation's custom fields, and the saved views of one page. */
  fields: key("fields"),
  views: (page: string) => key("views", page),
  apiTokens: key("api-tokens"),
  webhooks: { all: key("webhooks"), deliveries: (id: string) => key("webhooks", id, "deliveries") },
  settings: {
    backups: key("settings", "backups"),
    intakeForms: key("settings", "intake-forms"),
    alertRules: key("settings", "alert-rules"),
  },
  notifications: {
    all: key("notifications"),
    list: key("notifications", "list"),
    settings: key("notifications", "settings"),
  },
  unsubscribe: (token: string) => key("unsubscribe", token),
  /** Import history and one import's progress. */
  imports: { all: key("imports"), one: (id: string) => key("imports", id) },
};
