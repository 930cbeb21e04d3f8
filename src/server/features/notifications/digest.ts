import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { NOTIFICATION_PREFERENCES_PATH, notificationKindLabels, type NotificationKind } from "@shared/constants/notifications";
import type { NotificationSettings } from "@shared/schemas/notifications";
import type { Db } from "../../db/client";
import { commentsReminders as cr, companies, notifications } from "../../db/schema";
import { escapeHtml, type Mail } from "../../lib/mailer";
import { unsubscribeToken } from "./unsubscribe";

export type DigestLine = { text: string; link: string };
export type DigestContent = { reminders: DigestLine[]; items: (DigestLine & { id: string; kind: NotificationKind })[] };

const MAX_LINES = 50;

/** What one member's digest lists on `day` (their local day): open reminders due by then, and inbox items not yet e-mailed. */
export async function digestContent(db: Db, memberId: string, day: string, s: NotificationSettings): Promise<DigestContent> {
  const reminders = s.kinds.reminder.email
    ? await db
        .select({ id: cr.id, text: cr.text, dueDate: cr.dueDate, companyId: cr.companyId, companyName: companies.name })
        .from(cr)
        .innerJoin(companies, eq(companies.id, cr.companyId))
        .where(and(eq(cr.authorMemberId, memberId), eq(cr.kind, "reminder"), eq(cr.done, false), lte(cr.dueDate, day)))
        .orderBy(asc(cr.dueDate), asc(cr.id))
        .limit(MAX_LINES)
    : [];
  // Reminders come from the reminders themselves (above), so their inbox items are not listed twice.
  const kinds = (Object.keys(s.kinds) as NotificationKind[]).filter((k) => k !== "reminder" && s.kinds[k].email);
  const items = kinds.length
    ? await db
        .select({ id: notifications.id, kind: notifications.kind, text: notifications.text, link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.memberId, memberId),
            isNull(notifications.readAt),
            isNull(notifications.emailedAt),
            inArray(notifications.kind, kinds),
          ),
        )
        .orderBy(desc(notifications.createdAt))
        .limit(MAX_LINES)
    : [];
  return {
    reminders: reminders.map((r) => ({
      text: `${r.dueDate! < day ? `Overdue since ${r.dueDate}` : "Due today"} · ${r.companyName}: ${r.text}`,
      link: `/companies/${r.companyId}?tab=comments&kind=reminder`,
    })),
    items: items.map((i) => ({ ...i, kind: i.kind as NotificationKind })),
  };
}

export const isEmpty = (c: DigestContent) => c.reminders.length === 0 && c.items.length === 0;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The digest e-mail: plain text and HTML, every link absolute on PUBLIC_URL, one-click unsubscribe headers. */
export function digestMail(opts: {
  to: string;
  name: string;
  memberId: string;
  content: DigestContent;
  publicUrl: string;
  secret: string;
}): Mail {
  const { content, publicUrl } = opts;
  const url = (path: string) => `${publicUrl}${path}`;
  const token = unsubscribeToken(opts.secret, opts.memberId, "digest");
  const unsubscribePage = url(`/unsubscribe?token=${token}`);
  const oneClick = url(`/api/v1/unsubscribe?token=${token}`);
  const sections: { title: string; lines: DigestLine[] }[] = [];
  if (content.reminders.length) sections.push({ title: "Reminders due today and overdue", lines: content.reminders });
  const byKind = new Map<NotificationKind, DigestLine[]>();
  for (const i of content.items) byKind.set(i.kind, [...(byKind.get(i.kind) ?? []), i]);
  for (const [kind, lines] of byKind) sections.push({ title: notificationKindLabels[kind], lines });
  const counts = [
    content.reminders.length ? plural(content.reminders.length, "reminder") : "",
    content.items.length ? plural(content.items.length, "update") : "",
  ].filter(Boolean);
  const subject = `Your Fundline digest: ${counts.join(", ")}`;
  const text = [
    `Hello ${opts.name},`,
    "",
    ...sections.flatMap((s) => [s.title, ...s.lines.map((l) => `- ${l.text}\n  ${url(l.link)}`), ""]),
    `Notification preferences: ${url(NOTIFICATION_PREFERENCES_PATH)}`,
    `Unsubscribe from this digest: ${unsubscribePage}`,
    "",
    "— Fundline",
  ].join("\n");
  const html = `<div style="font-family:Inter,system-ui,sans-serif;font-size:14px;color:#111827;max-width:560px">
<p>Hello ${escapeHtml(opts.name)},</p>
${sections
  .map(
    (s) =>
      `<h2 style="font-size:14px;margin:16px 0 4px">${escapeHtml(s.title)}</h2><ul style="padding-left:18px;margin:0">${s.lines
        .map((l) => `<li style="margin:4px 0"><a href="${escapeHtml(url(l.link))}" style="color:#4f46e5">${escapeHtml(l.text)}</a></li>`)
        .join("")}</ul>`,
  )
  .join("\n")}
<p style="color:#6b7280;font-size:12px;margin-top:24px"><a href="${escapeHtml(url(NOTIFICATION_PREFERENCES_PATH))}">Notification preferences</a> · <a href="${escapeHtml(unsubscribePage)}">Unsubscribe from this digest</a></p></div>`;
  return {
    to: opts.to,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** After a digest went out: its inbox items are not listed again tomorrow. */
export async function markEmailed(db: Db, ids: string[]) {
  if (ids.length)
    await db
      .update(notifications)
      .set({ emailedAt: sql`now()` })
      .where(inArray(notifications.id, ids));
}
