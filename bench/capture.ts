// `node --import tsx bench/capture.ts`: the figures issue 45 promises, on PGlite (or the PostgreSQL
// of DATABASE_URL, in a scratch database of the test harness), with 20,000 people and 50,000 companies.
// 1. 500 messages sent with nodemailer (5 connections) to the inbound SMTP listener on loopback, each
//    BCC'd to a member's capture address and addressed to a known person at a known company: the time
//    until all 500 were accepted and matched (budget: one minute).
// 2. Matching one message (matchParticipants): p50 and p95 over 500 calls (budget 20 ms).
import { performance } from "node:perf_hooks";
import nodemailer from "nodemailer";
import { sql } from "drizzle-orm";
import { twoOrganizations } from "../src/server/test/fixtures";
import { createTestContext } from "../src/server/test/harness";
import { startInboundSmtp } from "../src/server/features/interactions/inbound-smtp";
import { matchParticipants } from "../src/server/features/interactions/capture.service";
import { parseMessage } from "../src/server/features/interactions/parse-message";

const PEOPLE = 20_000;
const COMPANIES = 50_000;
const MESSAGES = 500;
const CONNECTIONS = 5;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];

const ctx = await createTestContext({ env: { INBOUND_DOMAIN: "log.bench.test" } });
try {
  const { a } = await twoOrganizations(ctx);
  const db = ctx.deps.db;
  const seedStart = performance.now();
  await db.execute(sql`insert into people (org_id, name, email) select ${a.id}::uuid, 'Bench Person ' || i, 'person' || i || '@co' || (i % ${COMPANIES}) || '.test'
    from generate_series(1, ${PEOPLE}) i`);
  await db.execute(sql`insert into companies (org_id, name, website) select ${a.id}::uuid, 'Bench Co ' || i, 'https://www.co' || i || '.test'
    from generate_series(0, ${COMPANIES - 1}) i`);
  await db.execute(sql`analyze people`);
  await db.execute(sql`analyze companies`);
  const seeded = (performance.now() - seedStart) / 1000;
  const capture = (await (await a.member.get("/api/v1/me/capture-address")).json()).address as string;
  const smtp = await startInboundSmtp(ctx.deps, { port: 0, host: "127.0.0.1", perSenderPerMinute: 10_000 });
  const mail = (i: number) => ({
    from: "Member A <member@a.test>",
    to: `Bench Person ${i} <person${i}@co${i % COMPANIES}.test>`,
    cc: `someone.new${i}@unknown${i}.test`,
    bcc: capture,
    subject: `Bench follow-up ${i}`,
    text: `Thanks for the call about round ${i}. `.repeat(20),
    messageId: `<bench-${i}-${Date.now()}@a.test>`,
  });
  const transports = Array.from({ length: CONNECTIONS }, () =>
    nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true, pool: true, maxConnections: 1 }),
  );
  let next = 1;
  const start = performance.now();
  await Promise.all(
    transports.map(async (t) => {
      while (next <= MESSAGES) {
        const i = next++;
        const info = await t.sendMail(mail(i));
        if (!/^250 /.test(info.response)) throw new Error(`message ${i}: ${info.response}`);
      }
    }),
  );
  const took = (performance.now() - start) / 1000;
  for (const t of transports) t.close();
  await smtp.close();
  const stored = Number(
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from interactions where org_id = ${a.id}`)).rows[0].n,
  );

  const raw = Buffer.from(
    "From: Member A <member@a.test>\r\nTo: Bench Person 7 <person7@co7.test>, x@co9.test\r\nCc: new@unknown.test\r\nSubject: One\r\nMessage-ID: <one@a.test>\r\n\r\nHello\r\n",
  );
  const message = await parseMessage(raw);
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t = performance.now();
    await matchParticipants(db, a.id, message, "log.bench.test");
    times.push(performance.now() - t);
  }
  console.log(`database: ${ctx.deps.database.kind}; ${PEOPLE} people and ${COMPANIES} companies seeded in ${seeded.toFixed(1)} s`);
  console.log(
    `${MESSAGES} messages over ${CONNECTIONS} SMTP connections: ${took.toFixed(1)} s (${Math.round((MESSAGES / took) * 60)} per minute; budget 500), ${stored} interactions stored`,
  );
  console.log(`matching one message: p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms (budget 20 ms)`);
} finally {
  await ctx.close();
}
