import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Deps } from "../../deps";
import { notificationDeliveries as nd } from "../../db/schema";
import { digestContent, digestMail, isEmpty, markEmailed } from "./digest";
import { activeMembers, evaluateAlerts, evaluateReminders } from "./evaluate";
import { settingsOf } from "./notifications.service";

type RunDeps = Pick<Deps, "db" | "mailer" | "env" | "log" | "authSecret">;
export type RunOptions = { now?: Date; sendNow?: boolean; staleLockMs?: number };

const MAX_ATTEMPTS = 3;
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Queues today's digest for every member whose hour has come (or all, with sendNow) and who has
 * something to read. The unique key (member, "digest", local day) is the idempotency key: a second
 * run, a second process or a restart finds the row and queues nothing.
 */
async function queueDigests(deps: RunDeps, list: Awaited<ReturnType<typeof activeMembers>>, sendNow: boolean) {
  let queued = 0;
  for (const m of list) {
    const s = settingsOf(m.s ?? undefined);
    if (!s.digestEnabled || (!sendNow && m.clock.hour < s.digestHour)) continue;
    if (isEmpty(await digestContent(deps.db, m.memberId, m.clock.day, s))) continue;
    const rows = await deps.db
      .insert(nd)
      .values({ orgId: m.orgId, memberId: m.memberId, kind: "digest", day: m.clock.day })
      .onConflictDoNothing({ target: [nd.memberId, nd.kind, nd.day] })
      .returning({ id: nd.id });
    queued += rows.length;
  }
  return queued;
}

/** The next queued delivery (or one whose sender died), claimed with FOR UPDATE SKIP LOCKED like the deck-analysis queue. */
async function claim(deps: RunDeps, staleLockMs: number) {
  const stale = and(eq(nd.status, "sending"), lt(nd.lockedAt, sql`now() - ${`${staleLockMs} milliseconds`}::interval`));
  const due = deps.db
    .select({ id: nd.id })
    .from(nd)
    .where(or(eq(nd.status, "queued"), stale))
    .orderBy(nd.createdAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await deps.db
    .update(nd)
    .set({ status: "sending", attempts: sql`${nd.attempts} + 1`, lockedAt: sql`now()` })
    .where(inArray(nd.id, due))
    .returning();
  return job ?? null;
}

async function deliver(deps: RunDeps, job: typeof nd.$inferSelect, now: Date) {
  const [m] = (await activeMembers(deps.db, now, job.orgId)).filter((x) => x.memberId === job.memberId);
  const s = settingsOf(m?.s ?? undefined);
  const content = m && s.digestEnabled ? await digestContent(deps.db, m.memberId, job.day, s) : null;
  if (m && content && !isEmpty(content)) {
    await deps.mailer.send(
      digestMail({ to: m.email, name: m.name, memberId: m.memberId, content, publicUrl: deps.env.publicUrl, secret: deps.authSecret }),
    );
    await markEmailed(
      deps.db,
      content.items.map((i) => i.id),
    );
  }
  await deps.db
    .update(nd)
    .set({ status: "sent", sentAt: sql`now()`, lockedAt: null })
    .where(eq(nd.id, job.id));
  return !!(m && content && !isEmpty(content));
}

/** Sends every claimed delivery; a failed send is retried by a later run, up to three attempts. */
async function drain(deps: RunDeps, now: Date, staleLockMs: number) {
  let sent = 0;
  for (let job = await claim(deps, staleLockMs); job; job = await claim(deps, staleLockMs)) {
    try {
      if (await deliver(deps, job, now)) sent++;
    } catch (err) {
      deps.log.error({ err, delivery: job.id }, "digest e-mail failed");
      const status = job.attempts >= MAX_ATTEMPTS ? "failed" : "queued";
      await deps.db
        .update(nd)
        .set({ status, lockedAt: null, error: (err as Error).message.slice(0, 500) })
        .where(eq(nd.id, job.id));
      if (status === "queued") break; // the mail server is down: leave the rest for the next run
    }
  }
  return sent;
}

/** `npx fundline notify run [--now]`: due reminders, stale-relationship alerts, then the digests that are due. */
export async function runNotifications(deps: RunDeps, opts: RunOptions = {}) {
  const now = opts.now ?? new Date();
  const list = await activeMembers(deps.db, now);
  const reminders = await evaluateReminders(deps.db, list);
  const alerts = await evaluateAlerts(deps.db);
  const queued = await queueDigests(deps, list, !!opts.sendNow);
  const sent = await drain(deps, now, opts.staleLockMs ?? STALE_LOCK_MS);
  return { reminders, alerts, digestsQueued: queued, digestsSent: sent };
}
