import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { devOutbox } from "../db/schema";
import type { Logger } from "./logger";

/** `headers`: extra headers such as List-Unsubscribe (RFC 8058); the dev outbox does not keep them. */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type Mailer = { send(mail: Mail): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise the server log and the dev outbox table. */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      opts.log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, "email (no SMTP_URL: dev outbox)");
      await opts.db.insert(devOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },
  };
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** A plain, readable transactional e-mail with one call to action. */
export function actionMail(to: string, subject: string, intro: string, action: string, url: string): Mail {
  const text = `${intro}\n\n${action}: ${url}\n\nIf you did not expect this email, you can ignore it.\n\n— Fundline`;
  const html = `<div style="font-family:Inter,system-ui,sans-serif;font-size:14px;color:#111827;max-width:480px">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#6b7280;font-size:12px">If the button does not work, open this link: ${escapeHtml(url)}</p>
<p style="color:#6b7280;font-size:12px">If you did not expect this email, you can ignore it.</p></div>`;
  return { to, subject, text, html };
}
