import { asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies, companyFounders, meetings, people, pocs } from "../db/schema";

const first = [
  "Ava",
  "Liam",
  "Noah",
  "Emma",
  "Mateo",
  "Zara",
  "Kenji",
  "Amara",
  "Lucas",
  "Nina",
  "Omar",
  "Priya",
  "Jonas",
  "Leila",
  "Marcus",
  "Ines",
  "Theo",
  "Hana",
  "Diego",
  "Freya",
];
const last = [
  "Park",
  "Alvarez",
  "Nakamura",
  "Okonkwo",
  "Schmidt",
  "Haddad",
  "Kowalski",
  "Reyes",
  "Iyer",
  "Brennan",
  "Moreau",
  "Tanaka",
  "Adeyemi",
  "Larsen",
  "Costa",
  "Weiss",
];
const cities = ["San Francisco", "New York", "Austin", "Boston", "Chicago", "Miami", "Seattle", "Denver", "Los Angeles", "London"];
const sectors = ["FinTech", "Healthcare", "Defense", "Space", "Consumer", "CPG", "AI", "BioTech"];
const checks = ["$0-250K", "$250K-1M", "$1M-5M", "$5M+"];
// Investors, LPs and advisors: [type, title, company].
const backers: [string, string, string][] = [
  ["Angel", "Angel Investor", "Independent"],
  ["Family Office", "Chief Investment Officer", "Harbor Family Office"],
  ["Multi-Family Office", "Managing Director", "Crescent Wealth Partners"],
  ["Venture Capital", "Partner", "Northbound Ventures"],
  ["Venture Capital", "Principal", "Foundry Lane Capital"],
  ["High Net Worth Individual", "Private Investor", "Self"],
  ["Operator", "VP Engineering", "Stripe"],
  ["Operator", "Former COO", "Flexport"],
  ["Private Equity", "Vice President", "Granite Peak Partners"],
  ["Private Credit", "Director", "Lakeshore Credit"],
  ["Other", "Advisor", "Independent"],
];
const purposes = [
  "Intro call",
  "Quarterly catch-up",
  "Fund II update",
  "Co-investment discussion",
  "Portfolio review",
  "Dinner",
  "Diligence call",
];
const day = 86_400_000;

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString().slice(0, 10);
const nameOf = (i: number) => `${first[i % first.length]} ${last[(i * 7) % last.length]}`;
const phone = (i: number) => `(${415 + (i % 5) * 100}) 555-${String(1000 + i * 37).slice(-4)}`;

/**
 * About 60 people: a founder for each of the first 25 demo companies (linked as founders) and
 * 36 angels, LPs, operators and advisors, with meetings for the high-value ones. Runs once per
 * organisation (skipped when it has people).
 */
export async function loadDemoPeople(db: Db, orgId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(people).where(eq(people.orgId, orgId));
  if (n > 0) return 0;
  const team = await db.select({ id: pocs.id }).from(pocs).where(eq(pocs.orgId, orgId)).orderBy(asc(pocs.name));
  const founded = await db
    .select({ id: companies.id, name: companies.name, sector: companies.sector, city: companies.city })
    .from(companies)
    .where(eq(companies.orgId, orgId))
    .orderBy(asc(companies.createdAt))
    .limit(25);
  const pocId = (i: number) => (team.length ? team[i % team.length].id : null);
  const handle = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, "-");

  const founderRows = founded.map((c, i) => {
    const name = nameOf(i);
    const domain = c.name.toLowerCase().replace(/[^a-z0-9]+/g, "");
    return {
      orgId,
      name,
      title: "Co-founder & CEO",
      companyName: c.name,
      email: `${handle(name).split("-")[0]}@${domain}.example`,
      phone: phone(i),
      linkedin: `https://www.linkedin.com/in/${handle(name)}-${i}`,
      personType: "Founder",
      sectorFocus: sectors[i % sectors.length],
      stage: ["Pre-Seed", "Seed", "Series A"][i % 3],
      value: (["High", "Medium", "Low"] as const)[i % 3],
      city: c.city ?? cities[i % cities.length],
      pocId: pocId(i),
      notes: `Founder of ${c.name}.`,
    };
  });
  const backerRows = Array.from({ length: 36 }, (_, j) => {
    const i = j + 25;
    const [personType, title, companyName] = backers[j % backers.length];
    const name = nameOf(i);
    return {
      orgId,
      name,
      title,
      companyName,
      email: `${handle(name)}@${companyName.toLowerCase().replace(/[^a-z]+/g, "") || "mail"}.example`,
      phone: phone(i),
      linkedin: j % 4 === 3 ? null : `https://www.linkedin.com/in/${handle(name)}-${i}`,
      personType,
      sectorFocus: sectors[j % sectors.length],
      stage: ["Seed", "Series A", "Series B", "Other"][j % 4],
      value: (["High", "Medium", "High", "Low"] as const)[j % 4],
      checkSizeRange: checks[j % checks.length],
      city: cities[j % cities.length],
      pocId: pocId(j),
      address: j % 5 === 0 ? `${100 + j} Market Street` : null,
    };
  });

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(people)
      .values([...founderRows, ...backerRows])
      .returning({ id: people.id, name: people.name, value: people.value });
    if (founded.length)
      await tx.insert(companyFounders).values(founded.map((c, i) => ({ companyId: c.id, personId: inserted[i].id, position: 0 })));
    const high = inserted.filter((p) => p.value === "High");
    const meetingRows = high.flatMap((p, k) =>
      Array.from({ length: 1 + (k % 3) }, (_, m) => ({
        orgId,
        personId: p.id,
        date: isoDay(7 + k * 5 + m * 40),
        purpose: purposes[(k + m) % purposes.length],
        notes: m === 0 ? "Good energy; follow up in two weeks." : null,
      })),
    );
    await tx.insert(meetings).values(meetingRows);
    for (const p of high) {
      const latest = meetingRows
        .filter((m) => m.personId === p.id)
        .map((m) => m.date)
        .sort()
        .pop();
      await tx
        .update(people)
        .set({ lastMeeting: latest })
        .where(inArray(people.id, [p.id]));
    }
  });
  return founderRows.length + backerRows.length;
}
