import { e2ePorts } from "./ports";
import type { ReceivedMail } from "./mail-receiver";

/** The newest mail to `to` received after `since` (default: any), waiting up to 10 s. */
export async function latestMail(to: string, since = 0): Promise<ReceivedMail & { html: string }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${e2ePorts.mailbox}/messages?to=${encodeURIComponent(to)}`);
    const mails = ((await res.json()) as ReceivedMail[]).filter((m) => m.at >= since);
    if (mails.length) {
      const mail = mails[mails.length - 1];
      return { ...mail, html: mail.text };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} within 10 s`);
}

/** The first http(s) link in a mail, as a path on the app (e.g. /update-password?token=...). */
export function linkIn(mail: { text: string }, pathStart = "/"): string {
  const links = mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  const url = links.map((l) => new URL(l)).find((u) => u.pathname.startsWith(pathStart));
  if (!url) throw new Error(`No link to ${pathStart} in mail`);
  return url.pathname + url.search;
}
