import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { INTERACTION_EXCERPT_CHARS } from "@shared/constants/interactions";
import { normaliseAddress } from "./addresses";
import { parseInvitation, type CalendarEvent } from "./ical";

export type Address = { email: string; name: string | null };

/** What capture needs of a message: who, when, what, the text, and an invitation if it carries one. */
export type CapturedMessage = {
  messageId: string;
  subject: string;
  date: Date;
  from: Address[];
  /** To and Cc (Bcc is never in the headers a recipient sees). */
  recipients: Address[];
  text: string;
  calendar: CalendarEvent | null;
  attachments: { fileName: string; contentType: string; content: Buffer }[];
};

/** More addresses than this on one message are not read (a list blast is not a relationship). */
export const MAX_PARTICIPANTS = 200;

const addressesOf = (value: AddressObject | AddressObject[] | undefined): Address[] => {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const out: Address[] = [];
  const walk = (items: { address?: string; name?: string; group?: { address?: string; name?: string }[] }[]) => {
    for (const a of items) {
      if (a.group) walk(a.group);
      const email = normaliseAddress(a.address);
      if (email) out.push({ email, name: a.name?.trim() || null });
    }
  };
  for (const o of list) walk(o.value);
  return out;
};

/** "Jane Doe <jane@acme.io>, bob@x.io" as written in a forwarded header block. */
function addressesInLine(line: string): Address[] {
  const out: Address[] = [];
  const re = /(?:"?([^"<>,;]*?)"?\s*<([^<>\s]+@[^<>\s]+)>|([^\s<>,;"'[\]]+@[^\s<>,;"'[\]]+))/g;
  for (const m of line.matchAll(re)) {
    const email = normaliseAddress(m[2] ?? m[3]);
    if (email) out.push({ email, name: m[1]?.trim() || null });
  }
  return out;
}

const FORWARD_MARKERS = [
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/im,
  /^Begin forwarded message:\s*$/im,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/im,
];

type Forwarded = { from: Address[]; recipients: Address[]; subject: string | null; date: Date | null; text: string };

/**
 * The original headers of a forwarded message (Gmail's "---------- Forwarded message ---------",
 * Apple Mail's "Begin forwarded message:", Outlook's "-----Original Message-----" or a bare
 * "From:/Sent:/To:/Subject:" block), or null when the text carries none.
 */
export function parseForwarded(text: string): Forwarded | null {
  const marker = FORWARD_MARKERS.map((re) => re.exec(text)).find((m) => m);
  const start = marker ? marker.index + marker[0].length : text.search(/^From:\s.+@/im);
  if (start < 0) return null;
  const lines = text
    .slice(start)
    .replace(/^\s*\n/, "")
    .split(/\r?\n/);
  const headers: Record<string, string> = {};
  let i = 0;
  let last = "";
  for (; i < lines.length; i++) {
    const line = lines[i].replace(/^>\s?/, "").replace(/\*/g, "");
    if (!line.trim()) {
      if (Object.keys(headers).length) break;
      continue;
    }
    const m = /^(From|To|Cc|Date|Sent|Subject):\s*(.*)$/i.exec(line);
    if (m) {
      last = m[1].toLowerCase();
      headers[last] = m[2];
    } else if (last && /^\s/.test(lines[i])) headers[last] += ` ${line.trim()}`;
    else break;
  }
  const from = addressesInLine(headers.from ?? "");
  if (!from.length) return null;
  const when = Date.parse((headers.date ?? headers.sent ?? "").replace(/\s+at\s+/i, " "));
  return {
    from,
    recipients: [...addressesInLine(headers.to ?? ""), ...addressesInLine(headers.cc ?? "")],
    subject: headers.subject?.trim() || null,
    date: Number.isNaN(when) ? null : new Date(when),
    text: lines.slice(i).join("\n").trim(),
  };
}

const isForwardSubject = (subject: string) => /^\s*(fwd?|fw|tr|wg|rv)\s*:/i.test(subject);

function calendarOf(mail: ParsedMail): CalendarEvent | null {
  const parts = mail.attachments.filter((a) => a.contentType === "text/calendar" || /\.ics$/i.test(a.filename ?? ""));
  for (const p of parts) {
    const event = parseInvitation(p.content.toString("utf8"));
    if (event) return event;
  }
  return null;
}

/** A raw RFC 5322 message (SMTP DATA or an uploaded .eml) as a capture; malformed MIME is read as far as it goes. */
export async function parseMessage(raw: Buffer): Promise<CapturedMessage> {
  // HTML is reduced to text by mailparser; the HTML itself (scripts included) is never kept.
  const mail = await simpleParser(raw, { skipHtmlToText: false, skipTextToHtml: true, skipImageLinks: true });
  const subject = (mail.subject ?? "").trim();
  let text = (mail.text ?? "").trim();
  let from = addressesOf(mail.from);
  let recipients = [...addressesOf(mail.to), ...addressesOf(mail.cc)];
  let date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : new Date();
  let shownSubject = subject;
  const forwarded = isForwardSubject(subject) ? parseForwarded(text) : null;
  if (forwarded) {
    from = forwarded.from;
    recipients = forwarded.recipients;
    shownSubject = forwarded.subject ?? subject.replace(/^\s*(fwd?|fw|tr|wg|rv)\s*:\s*/i, "");
    date = forwarded.date ?? date;
    text = forwarded.text;
  }
  const messageId =
    (mail.messageId ?? "").trim().slice(0, 500) || `no-id:${date.toISOString()}:${from[0]?.email ?? ""}:${subject}`.slice(0, 500);
  return {
    messageId,
    subject: shownSubject.slice(0, 500) || "(no subject)",
    date,
    from,
    recipients: recipients.slice(0, MAX_PARTICIPANTS),
    text: text.slice(0, INTERACTION_EXCERPT_CHARS),
    calendar: calendarOf(mail),
    attachments: mail.attachments
      .filter((a) => a.contentType !== "text/calendar" && a.contentDisposition === "attachment")
      .map((a) => ({ fileName: a.filename ?? "attachment", contentType: a.contentType, content: a.content })),
  };
}

/** Everyone on a message who could be a contact: sender first, then recipients, calendar attendees; each address once. */
export function participantsOf(m: CapturedMessage): Address[] {
  const seen = new Map<string, Address>();
  const calendar = m.calendar
    ? [m.calendar.organizer, ...m.calendar.attendees].map((e) => ({ email: normaliseAddress(e) ?? "", name: null }))
    : [];
  for (const a of [...m.from, ...m.recipients, ...calendar]) {
    if (!a.email) continue;
    const known = seen.get(a.email);
    if (!known) seen.set(a.email, a);
    else if (!known.name && a.name) known.name = a.name;
  }
  return [...seen.values()].slice(0, MAX_PARTICIPANTS);
}

/** An uploaded .ics file as a capture: the invitation is the whole message. */
export function messageFromCalendar(text: string): CapturedMessage | null {
  const calendar = parseInvitation(text);
  if (!calendar) return null;
  const organizer = normaliseAddress(calendar.organizer);
  return {
    messageId: `uid:${calendar.uid}`,
    subject: calendar.summary.slice(0, 500),
    date: calendar.start,
    from: organizer ? [{ email: organizer, name: null }] : [],
    recipients: [],
    text: calendar.description.slice(0, INTERACTION_EXCERPT_CHARS),
    calendar,
    attachments: [],
  };
}

/** A message or .ics file read from bytes; null when it is neither an e-mail nor an invitation. */
export async function parseUpload(raw: Buffer): Promise<CapturedMessage | null> {
  const head = raw
    .subarray(0, 64)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^BEGIN:VCALENDAR/i.test(head)) return messageFromCalendar(raw.toString("utf8"));
  const message = await parseMessage(raw);
  return message.from.length || message.recipients.length || message.calendar ? message : null;
}
