import { Hono } from "hono";
import { desc } from "drizzle-orm";
import type { Deps } from "../../deps";
import { devOutbox } from "../../db/schema";
import { errorBody } from "../../lib/errors";
import { escapeHtml } from "../../lib/mailer";
import { isDirectLocalRequest } from "./local-request";

const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Mails written while no SMTP server is configured. Mounted only when `servesDevOutbox(env)`;
 * even then a request through a proxy or from another machine gets the ordinary 404.
 */
export function devOutboxRoutes(deps: Deps) {
  return new Hono().get("/dev/outbox", async (c) => {
    if (!isDirectLocalRequest(c)) return c.json(errorBody("not_found", "Not found"), 404);
    const mails = await deps.db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(50);
    const items = mails
      .map(
        (m) =>
          `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</span></header><pre>${linkify(m.text)}</pre></article>`,
      )
      .join("");
    c.header("Cache-Control", "no-store");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox · Fundline</title>
<style>body{font:14px system-ui,sans-serif;max-width:760px;margin:32px auto;color:#111827;padding:0 16px}article{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}header{display:flex;justify-content:space-between;gap:12px}span{color:#6b7280;font-size:12px}pre{white-space:pre-wrap;font:13px ui-monospace,monospace}</style></head>
<body><h1>Dev outbox</h1><p>E-mails are written here because SMTP_URL is not set. This page exists only while Fundline runs on this machine without a public address.</p>${items || "<p>No e-mails yet.</p>"}</body></html>`);
  });
}
