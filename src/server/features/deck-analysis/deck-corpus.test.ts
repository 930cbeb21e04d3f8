import { describe, expect, it } from "vitest";
import { analyseDeckText } from "./builtin-analyser";

/**
 * A corpus of generated decks: the same facts told with headings in different words, bullets
 * of different kinds, founders on one line or two, and two-column slides (whose text comes out
 * one column after the other). The built-in analyser must find ≥ 90 % of the expected fields.
 */
type Founder = { name: string; role: string };
type Expected = { problem: string; solution: string; founders: Founder[]; useOfFunds: string; ask: string; round: string };
type Style = {
  problem: string;
  solution: string;
  team: string;
  useOfFunds: string;
  ask: string;
  bullet: string;
  /** How a founder is written: "Name, Role — background" or on two lines, etc. */
  founder: (f: Founder) => string;
  twoColumn: boolean;
};

const companies = [
  [
    "Kestrel Health",
    "Clinics lose 20% of claims to billing errors",
    "We built a billing copilot that checks every claim",
    "Hiring engineers",
  ],
  ["Orbit Freight", "Shippers waste days booking trucks by phone", "An online freight exchange that books trucks in minutes", "Sales team"],
  [
    "Lumen Grid",
    "Solar installers wait months for grid approval",
    "Software that files interconnection requests automatically",
    "Product and R&D",
  ],
  ["Tally Books", "Small shops struggle to reconcile invoices", "Automatic reconciliation from bank feeds", "Marketing"],
  ["Fern Learning", "Teachers spend evenings grading essays", "AI feedback on drafts in seconds", "Engineering hires"],
  ["Harbor Rent", "Landlords lose tenants to slow repairs", "A repair marketplace with vetted contractors", "Operations"],
  ["Quarry Dev", "Developers waste hours on flaky tests", "A test runner that quarantines flaky tests", "Open source community"],
  ["Mosaic Pay", "Freelancers wait 60 days to be paid", "Instant invoice payouts for freelancers", "Compliance and licences"],
  ["Nimbus Care", "Patients miss follow-ups after discharge", "Automated follow-up calls and texts", "Clinical partnerships"],
  ["Vela Robotics", "Warehouses cannot hire enough pickers", "Picking robots sold as a service", "Manufacturing"],
  ["Brightline Legal", "Contract review is slow and costly", "A contract review assistant for in-house teams", "Go-to-market"],
] as const;

const people: Founder[][] = [
  [
    { name: "Maya Chen", role: "CEO" },
    { name: "Daniel Okafor", role: "CTO" },
  ],
  [
    { name: "Sofia Lindqvist", role: "Co-founder" },
    { name: "Priya Natarajan", role: "COO" },
  ],
  [{ name: "Ava Adeyemi", role: "CEO" }],
];

const styles: Style[] = [
  {
    problem: "The Problem",
    solution: "Our Solution",
    team: "Team",
    useOfFunds: "Use of Funds",
    ask: "The Ask",
    bullet: "• ",
    founder: (f) => `${f.name}, ${f.role} — ex-Stripe, 10 years in payments`,
    twoColumn: false,
  },
  {
    problem: "Problem",
    solution: "How it works",
    team: "Founding Team",
    useOfFunds: "Use of proceeds",
    ask: "Fundraising",
    bullet: "- ",
    founder: (f) => `${f.name} (${f.role}) previously led product at Shopify`,
    twoColumn: true,
  },
  {
    problem: "Pain points",
    solution: "Product",
    team: "Meet the team",
    useOfFunds: "How we will use the funds",
    ask: "Raising",
    bullet: "* ",
    founder: (f) => `${f.name}\n${f.role}, former McKinsey, PhD`,
    twoColumn: false,
  },
  {
    problem: "What's broken",
    solution: "What we do",
    team: "Leadership",
    useOfFunds: "Allocation of funds",
    ask: "Investment opportunity",
    bullet: "▪ ",
    founder: (f) => `${f.name} | ${f.role} | scaled sales at Salesforce`,
    twoColumn: true,
  },
];

function deck(i: number) {
  const [name, problem, solution, spend] = companies[i];
  const s = styles[i % styles.length];
  const founders = people[i % people.length];
  const ask = `$${2 + i}M`;
  const round = ["Seed", "Series A", "Pre-Seed"][i % 3];
  const b = s.bullet;
  const problemSlide = `${s.problem}\n${b}${problem}\n${b}It gets worse every year`;
  const solutionSlide = `${s.solution}\n${b}${solution}\n${b}Live with paying customers`;
  const pages = [
    `${name}\nThe fastest way to fix this for good`,
    // A two-column slide comes out one column after the other.
    ...(s.twoColumn ? [`${problemSlide}\n${solutionSlide}`] : [problemSlide, solutionSlide]),
    `Traction\n${b}$${i + 1}.2M ARR, growing 15% MoM`,
    `${s.team}\n${founders.map((f) => `${b}${s.founder(f)}`).join("\n")}`,
    `${s.ask}\n${b}We are raising ${ask} ${round}\n${s.useOfFunds}\n${b}50% ${spend}\n${b}30% hiring\n${b}20% sales`,
  ];
  const expected: Expected = { problem, solution, founders, useOfFunds: spend, ask, round };
  return { pages, expected };
}

/** How many of the expected fields the analysis found: each founder (name and role) counts as one. */
function score(i: number) {
  const { pages, expected } = deck(i);
  const a = analyseDeckText(pages);
  const checks: [string, boolean][] = [
    ["problem", !!a.problemStatement?.includes(expected.problem)],
    ["solution", !!a.proposedSolution?.includes(expected.solution)],
    ["useOfFunds", !!a.fundraising.useOfFunds?.includes(expected.useOfFunds)],
    ["ask", a.fundraising.ask?.replace(/\s/g, "") === expected.ask],
    ["round", a.fundraising.roundType === expected.round],
    ...expected.founders.map((f): [string, boolean] => [
      `founder ${f.name}`,
      a.team.founders.some((g) => g.name === f.name && g.role?.toLowerCase() === f.role.toLowerCase()),
    ]),
  ];
  return checks.map(([field, ok]) => ({ deck: companies[i][0], field, ok }));
}

describe("built-in analyser on a corpus of generated decks", () => {
  it("finds at least 90 % of the expected fields over 11 varied decks", () => {
    const results = companies.flatMap((_, i) => score(i));
    const recall = results.filter((r) => r.ok).length / results.length;
    const missed = results.filter((r) => !r.ok).map((r) => `${r.deck}: ${r.field}`);
    expect(recall, `missed: ${missed.join("; ")}`).toBeGreaterThanOrEqual(0.9);
  });

  it("finds clearly labelled Solution, Team (names and roles) and Use of funds", () => {
    const a = analyseDeckText(deck(0).pages);
    expect(a.proposedSolution).toContain("billing copilot");
    expect(a.team.founders.map((f) => [f.name, f.role])).toEqual([
      ["Maya Chen", "CEO"],
      ["Daniel Okafor", "CTO"],
    ]);
    expect(a.fundraising.useOfFunds).toContain("50% Hiring engineers");
  });
});
