/** The parts of an iTIP message (RFC 5546) a meeting needs: what, when, who, and whether it is new or cancelled. */
export type CalendarEvent = {
  method: "REQUEST" | "CANCEL" | "OTHER";
  uid: string;
  summary: string;
  description: string;
  /** YYYY-MM-DD of the start (its own calendar date, as the organiser's calendar shows it). */
  date: string;
  /** The start as an instant when the invitation gives one in UTC or a floating/local time. */
  start: Date;
  organizer: string | null;
  attendees: string[];
};

type Line = { name: string; params: Record<string, string>; value: string };

/** Unfolds continuation lines (RFC 5545 §3.1) and splits each into name, parameters and value. */
function contentLines(text: string): Line[] {
  const unfolded = text.replace(/\r\n/g, "\n").replace(/\n[ \t]/g, "");
  const lines: Line[] = [];
  for (const raw of unfolded.split("\n")) {
    if (!raw.trim()) continue;
    // The value starts at the first colon outside a quoted parameter value.
    let quoted = false;
    let colon = -1;
    for (let i = 0; i < raw.length; i++) {
      if (raw[i] === '"') quoted = !quoted;
      else if (raw[i] === ":" && !quoted) {
        colon = i;
        break;
      }
    }
    if (colon < 0) continue;
    const [name, ...paramParts] = raw.slice(0, colon).split(";");
    const params: Record<string, string> = {};
    for (const p of paramParts) {
      const eq = p.indexOf("=");
      if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"(.*)"$/, "$1");
    }
    lines.push({ name: name.toUpperCase(), params, value: raw.slice(colon + 1) });
  }
  return lines;
}

const unescapeText = (v: string) => v.replace(/\\([nN,;\\])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

function parseDateTime(value: string): { date: string; start: Date } | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", z] = m;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${z ? "Z" : ""}`;
  const start = new Date(z ? iso : `${iso}Z`);
  return Number.isNaN(start.getTime()) ? null : { date: `${y}-${mo}-${d}`, start };
}

/** The first VEVENT of an iCalendar object, or null when there is none usable (no UID or start). */
export function parseInvitation(text: string): CalendarEvent | null {
  let method = "";
  let inEvent = false;
  let depth = 0;
  const ev: Partial<CalendarEvent> & { attendees: string[] } = { attendees: [] };
  for (const line of contentLines(text)) {
    if (line.name === "BEGIN") {
      if (line.value.toUpperCase() === "VEVENT" && ev.uid === undefined && !inEvent) inEvent = true;
      else if (inEvent) depth++;
      continue;
    }
    if (line.name === "END") {
      if (inEvent && depth > 0) depth--;
      else if (inEvent && line.value.toUpperCase() === "VEVENT") {
        inEvent = false;
        if (ev.uid) break;
      }
      continue;
    }
    if (line.name === "METHOD" && !inEvent) method = line.value.trim().toUpperCase();
    if (!inEvent || depth > 0) continue; // VALARM and other nested components
    if (line.name === "UID") ev.uid = line.value.trim();
    else if (line.name === "SUMMARY") ev.summary = unescapeText(line.value).trim();
    else if (line.name === "DESCRIPTION") ev.description = unescapeText(line.value).trim();
    else if (line.name === "DTSTART") {
      const parsed = parseDateTime(line.value);
      if (parsed) Object.assign(ev, parsed);
    } else if (line.name === "ORGANIZER") ev.organizer = line.value.replace(/^mailto:/i, "").trim();
    else if (line.name === "ATTENDEE") ev.attendees.push(line.value.replace(/^mailto:/i, "").trim());
  }
  if (!ev.uid || !ev.date || !ev.start) return null;
  return {
    method: method === "REQUEST" || method === "CANCEL" ? method : "OTHER",
    uid: ev.uid.slice(0, 500),
    summary: ev.summary || "(no title)",
    description: ev.description ?? "",
    date: ev.date,
    start: ev.start,
    organizer: ev.organizer ?? null,
    attendees: ev.attendees,
  };
}
