/** Deck sections the built-in analyser looks for; "other" headings (competition, contact…) only end a section. */
export type Section =
  "problem" | "solution" | "insight" | "businessModel" | "gtm" | "traction" | "team" | "market" | "fundraising" | "useOfFunds" | "other";

/** Slide titles, matched at the start of a short line ("The Problem", "Go-to-market:", "Use of Funds"). */
const HEADINGS: [Section, RegExp][] = [
  ["problem", /^((the\s+)?(problems?|pain\s*points?|challenges?)|what['’]?s\s+broken)\b/i],
  ["solution", /^((our\s+|the\s+)?(solution|product|platform|how\s+it\s+works)|what\s+we\s+do|introducing)\b/i],
  ["insight", /^(core\s+|key\s+|our\s+)?(insight|wedge|why\s+now|unfair\s+advantage|secret\s+sauce)\b/i],
  ["businessModel", /^((business|revenue)\s+model|pricing|monetization|unit\s+economics)\b/i],
  ["gtm", /^(go[\s-]*to[\s-]*market|gtm|distribution|sales\s+(strategy|motion)|customer\s+acquisition)\b/i],
  ["traction", /^(traction|(key\s+)?metrics|milestones|progress|results\s+so\s+far)\b/i],
  ["team", /^((the\s+|our\s+|founding\s+|management\s+)?(team|founders?|leadership)|meet\s+the\s+(team|founders)|who\s+we\s+are)\b/i],
  ["market", /^(the\s+)?(market(\s+(size|opportunity))?|tam\b|opportunity)\b/i],
  ["useOfFunds", /^((use|allocation)\s+of\s+(funds|proceeds|capital)|how\s+we\s+(will|'ll)\s+use|funds?\s+allocation)\b/i],
  ["fundraising", /^(the\s+)?(ask|fundrais\w*|raising|round|investment\s+opportunity|funding)\b/i],
  ["other", /^(competition|competitive|competitors|thank\s+you|contact|appendix|vision|roadmap|q\s*&\s*a|questions)\b/i],
];

const MAX_HEADING_WORDS = 7;
const MAX_HEADING_CHARS = 60;

export type DeckText = {
  /** Page 1's lines (the title slide). */
  title: string[];
  /** Every non-empty line of the deck, in order. */
  lines: string[];
  /** Each section's lines (a section may appear on several slides). */
  sections: Map<Section, string[]>;
};

/** "Traction: 40 clinics" → traction with "40 clinics" inline; a long sentence starting "Traction grew…" is no heading. */
function headingOf(line: string): { section: Section; inline: string } | null {
  const [head, ...rest] = line.split(":");
  const title = rest.length > 0 ? head : line;
  if (title.length > MAX_HEADING_CHARS || title.trim().split(/\s+/).length > MAX_HEADING_WORDS) return null;
  const match = HEADINGS.find(([, re]) => re.test(title.trim()));
  return match ? { section: match[0], inline: rest.join(":").trim() } : null;
}

/** Splits the pages' text into lines and gathers each heading's lines up to the next heading. */
export function readDeck(pages: string[]): DeckText {
  const split = (page: string) =>
    page
      .split(/\r?\n/)
      .map((l) =>
        l
          .replace(/\s+/g, " ")
          .replace(/^[•▪●◦\-*–]\s*/, "")
          .trim(),
      )
      .filter(Boolean);
  const title = split(pages[0] ?? "");
  const lines: string[] = [];
  const sections = new Map<Section, string[]>();
  for (const page of pages) {
    let current: Section | null = null;
    for (const line of split(page)) {
      lines.push(line);
      const heading = headingOf(line);
      if (heading) {
        current = heading.section;
        if (!sections.has(current)) sections.set(current, []);
        if (heading.inline) sections.get(current)?.push(heading.inline);
        continue;
      }
      if (current) sections.get(current)?.push(line);
    }
  }
  return { title, lines, sections };
}
