import type { DeckAnalysis } from "@shared/schemas/deck-analysis";
import { readDeck, type DeckText, type Section } from "./deck-sections";
import { withNotFound, type DeckFields } from "./deck-fields";

const MAX_FIELD_CHARS = 1200;

const clip = (lines: string[] | undefined): string | null => {
  const text = (lines ?? []).join("\n").trim();
  return text ? text.slice(0, MAX_FIELD_CHARS) : null;
};
const linesMatching = (lines: string[], re: RegExp, max = 3) => lines.filter((l) => re.test(l)).slice(0, max);
const firstMatch = (lines: string[], re: RegExp) => {
  for (const l of lines) {
    const m = l.match(re);
    if (m) return m[0].trim();
  }
  return null;
};

/** Key phrases that stand in for a missing heading. */
const PHRASES: Partial<Record<Section, RegExp>> = {
  problem: /\b(struggle|pain|problem|wastes?|lose|costly|inefficien\w*|broken|frustrat\w*)\b/i,
  solution: /\b(we (build|built|offer|provide)|our (platform|product|app)|platform that)\b/i,
  insight: /\b(insight|wedge|why now|unlike (other|existing)|only (company|solution))\b/i,
  businessModel: /\b(subscription|per seat|take rate|commission|licen[cs]e fee|pricing|per (month|year)|ACV|transaction fee)\b/i,
  gtm: /\b(direct sales|channel partners?|inbound|outbound|product-led|land and expand|sales team|go-to-market)\b/i,
};

const AMOUNT = /\$\s?\d[\d,.]*\s?(k|m|mm|b|bn|t|thousand|million|billion|trillion)?\b/i;
const ROUND = /\b(pre[- ]?seed|seed|series\s+[a-e])\b/i;
const CATEGORIES: [string, RegExp][] = [
  ["Healthcare", /\b(health\w*|clinic\w*|patients?|medical|hospitals?|care)\b/gi],
  ["Fintech", /\b(payments?|banking|lending|fintech|insurance|credit|invoices?)\b/gi],
  ["Climate", /\b(carbon|climate|energy|solar|emissions|batter(y|ies)|grid)\b/gi],
  ["AI / ML", /\b(AI|machine learning|LLMs?|models?|computer vision)\b/g],
  ["Education", /\b(students?|learning|education|schools?|teachers?)\b/gi],
  ["Logistics", /\b(logistics|shipping|freight|supply chain|warehouses?)\b/gi],
  ["Developer tools", /\b(developers?|APIs?|open source|SDK)\b/g],
  ["Marketplace", /\b(marketplace|buyers|sellers)\b/gi],
  ["Real estate", /\b(real estate|property|properties|tenants|landlords)\b/gi],
  ["Enterprise software", /\b(SaaS|workflows?|B2B|enterprise)\b/gi],
];

function category(lines: string[]): string | null {
  const text = lines.join("\n");
  const scored = CATEGORIES.map(([name, re]) => [name, text.match(re)?.length ?? 0] as const).sort((x, y) => y[1] - x[1]);
  return scored[0][1] >= 2 ? scored[0][0] : null;
}

const ROLE = /\b(CEO|CTO|COO|CFO|CPO|CMO|co-?founder|founder|president|chief \w+ officer|head of \w+|VP \w+)\b/i;
const NAME = /^([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’.-]+){1,3})\s*(?:\(([^)]+)\)|[,–—|:]|\s-\s)\s*(.*)$/u;
const NAME_ONLY = /^[A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’.-]+){1,3}$/u;
const ROLE_FIRST = new RegExp(`^${ROLE.source}`, "i");
const EXPERIENCE = /\b(ex-|former(ly)?|previously|\d+\+?\s+years|led|built|founded|scaled|PhD|MBA)\b/i;

/** "Maya Chen, CEO — ex-Epic, 10 years in hospital billing" → a founder. */
function founders(team: string[]): DeckAnalysis["team"]["founders"] {
  const out: DeckAnalysis["team"]["founders"] = [];
  for (const [i, line] of team.entries()) {
    // A name alone on its line, its role starting the next ("Maya Chen" / "CEO, ex-Stripe").
    const m =
      line.match(NAME) ?? (NAME_ONLY.test(line) && ROLE_FIRST.test(team[i + 1] ?? "") ? [line, line, undefined, team[i + 1]] : null);
    if (!m) continue;
    const rest = [m[2], m[3]].filter(Boolean).join(", ");
    const role = rest.match(ROLE)?.[0] ?? null;
    if (!role) continue;
    const after = rest
      .slice(rest.indexOf(role) + role.length)
      .replace(/^[\s,.;:–—-]+/, "")
      .trim();
    const next = team[i + 1] && !NAME.test(team[i + 1]) && m[3] !== team[i + 1] ? team[i + 1] : "";
    const background = [after, next].filter(Boolean).join(". ") || null;
    const experience = background
      ? background
          .split(/[.;]\s*/)
          .filter((s) => EXPERIENCE.test(s))
          .join("; ") || null
      : null;
    out.push({ name: m[1], role, background, relevantExperience: experience });
  }
  return out.slice(0, 8);
}

const section = (deck: DeckText, s: Section) => deck.sections.get(s) ?? [];
/** The section under its heading, or the deck's lines with the section's key phrases. */
const sectionOrPhrases = (deck: DeckText, s: Section) => clip(section(deck, s)) ?? clip(linesMatching(deck.lines, PHRASES[s] ?? /$^/));

function stageOf(round: string | null): string | null {
  if (!round) return null;
  const r = round.toLowerCase().replace(/[- ]+/g, " ");
  if (r.startsWith("pre")) return "Pre-Seed";
  if (r === "seed") return "Seed";
  return `Series ${r.slice(-1).toUpperCase()}`;
}

/** Finds the deck's sections by their headings and key phrases; fields it cannot find stay null. */
export function analyseDeckText(pages: string[]): DeckAnalysis {
  const deck = readDeck(pages);
  const [first, second] = deck.title;
  const titleIsHeading = first && readDeck([first]).sections.size > 0;
  const traction = section(deck, "traction");
  const tractionLines = traction.length ? traction : deck.lines;
  const market = section(deck, "market");
  const money = section(deck, "fundraising");
  const roundType = stageOf(firstMatch(money, ROUND) ?? firstMatch(deck.lines, ROUND));
  const team = founders(section(deck, "team"));

  const fields: DeckFields = {
    companyName: first && !titleIsHeading && first.split(" ").length <= 6 ? first : null,
    oneLiner: second && second.split(" ").length >= 3 ? second : null,
    category: category(deck.lines),
    stage: roundType,
    problemStatement: sectionOrPhrases(deck, "problem"),
    proposedSolution: sectionOrPhrases(deck, "solution"),
    coreInsightOrWedge: sectionOrPhrases(deck, "insight"),
    businessModel: sectionOrPhrases(deck, "businessModel"),
    goToMarketStrategy: sectionOrPhrases(deck, "gtm"),
    traction: {
      metrics: clip(linesMatching(tractionLines, /\d.*\b(ARR|MRR|revenue|customers|users|clinics|paying|pilots?|contracts?|GMV)\b/i)),
      growth: clip(linesMatching(tractionLines, /(\d+(\.\d+)?\s*%|\d+x)\s*(MoM|YoY|month|year|growth)|\bgrew\b|\bgrowth\b/i, 2)),
      notableCustomersOrPartnerships: clip(
        linesMatching(tractionLines, /\b(customers include|partner(s|ship)?s? (include|with)|pilots? with|LOIs?|signed|logos)\b/i, 2),
      ),
    },
    founders: team,
    market: {
      estimatedSize: firstMatch(market, AMOUNT) ?? firstMatch(linesMatching(deck.lines, /\b(TAM|market)\b/i, 20), AMOUNT),
      marketType: firstMatch(market.length ? market : deck.lines, /\b(B2B2C|B2B|B2C|enterprise|SMB|mid-market|consumer)\b/i),
      macroTailwinds: clip(linesMatching(deck.lines, /\b(tailwinds?|why now|regulat\w+|mandates?|shift(ing)? to|adoption)\b/i, 2)),
    },
    fundraising: {
      ask: firstMatch(linesMatching(money.length ? money : deck.lines, /\b(rais\w+|ask|round|seeking)\b/i, 5), AMOUNT),
      roundType,
      useOfFunds:
        clip(section(deck, "useOfFunds")) ??
        clip(linesMatching(money, /\d+\s*%.*\b(engineering|hiring|sales|marketing|product|R&D|operations)\b/i)),
    },
  };
  return withNotFound(fields);
}
