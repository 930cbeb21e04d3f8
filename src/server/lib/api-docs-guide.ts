import { API_TOKEN_RATE_LIMIT, WEBHOOK_EVENTS, WEBHOOK_RETRY_SECONDS } from "@shared/constants/integrations";
import { escapeHtml } from "./mailer";

const code = (text: string) => `<pre><code>${escapeHtml(text)}</code></pre>`;

const curl = `curl -H "Authorization: Bearer fl_live_…" "$FUNDLINE_URL/api/v1/companies?limit=100"`;

const pagination = `let cursor = null;
do {
  const url = new URL("/api/v1/companies", process.env.FUNDLINE_URL);
  url.searchParams.set("limit", "500");
  if (cursor) url.searchParams.set("cursor", cursor);
  const page = await (await fetch(url, { headers: { authorization: \`Bearer \${process.env.FUNDLINE_TOKEN}\` } })).json();
  for (const company of page.items) console.log(company.name);
  cursor = page.nextCursor;
} while (cursor);`;

const verifyJs = `// npm install standardwebhooks
import { Webhook } from "standardwebhooks";

const wh = new Webhook(process.env.FUNDLINE_WEBHOOK_SECRET); // "whsec_…"
// rawBody: the request body exactly as received (a string or Buffer, not re-serialised JSON)
const event = wh.verify(rawBody, request.headers); // throws when forged or older than 5 minutes
console.log(event.type, event.data.id);`;

const verifyNode = `import { createHmac, timingSafeEqual } from "node:crypto";

function verify(secret, headers, rawBody) {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signed = \`\${headers["webhook-id"]}.\${headers["webhook-timestamp"]}.\${rawBody}\`;
  const expected = createHmac("sha256", key).update(signed).digest();
  const fresh = Math.abs(Date.now() / 1000 - Number(headers["webhook-timestamp"])) < 300;
  return fresh && headers["webhook-signature"].split(" ").some((s) => {
    const given = Buffer.from(s.replace(/^v1,/, ""), "base64");
    return s.startsWith("v1,") && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

const verifyPython = `import base64, hashlib, hmac, time

def verify(secret: str, headers: dict, raw_body: bytes) -> bool:
    msg_id, ts = headers["webhook-id"], headers["webhook-timestamp"]
    if abs(time.time() - int(ts)) > 300:
        return False  # too old: a replay
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{ts}.".encode() + raw_body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(
        hmac.compare_digest(expected, sig.split(",", 1)[1])
        for sig in headers["webhook-signature"].split()
        if sig.startswith("v1,")
    )`;

const payload = `{
  "type": "company.stage_changed",
  "timestamp": "2026-11-28T09:30:00.000Z",
  "data": {
    "id": "7c9e…", "object": "company", "label": "Kestrel Health",
    "actor": { "type": "member", "userId": "…", "name": "Ann Partner" },
    "parent": null,
    "changes": { "stage": { "from": "Leads", "to": "Due Diligence" } },
    "record": { "id": "7c9e…", "name": "Kestrel Health", "stage": "Due Diligence", "…": "…" }
  }
}`;

const hours = Math.round(WEBHOOK_RETRY_SECONDS.reduce((a, b) => a + b, 0) / 3600);
const waits = WEBHOOK_RETRY_SECONDS.map((s) => (s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`)).join(", ");

/** The guide above the endpoint table of /api/docs: authentication, limits, pagination, errors, webhooks. */
export const apiGuide = `
<nav><a href="#auth">Authentication</a> · <a href="#limits">Rate limits</a> · <a href="#pagination">Pagination</a> · <a href="#errors">Errors</a> · <a href="#webhooks">Webhooks</a> · <a href="#endpoints">Endpoints</a></nav>
<h2 id="auth">Authentication</h2>
<p>Create a token in <b>Settings → API</b> and send it on every request as <code>Authorization: Bearer &lt;token&gt;</code>. Tokens start with <code>fl_live_</code>, are shown once and stored only as a hash.
A <b>personal</b> token acts as you, with your role; an <b>organisation</b> token (owners and admins create them) acts with the admin role. A <code>read</code> token is refused every write (403), and a viewer's token is always read-only.
Tokens cannot create tokens, manage members or invitations, or download backups: those need a signed-in person. A revoked or expired token is refused (401) from its next request. Changes made with a token are in the audit log under the token's name.</p>
${code(curl)}
<h2 id="limits">Rate limits</h2>
<p>Each token may make <b>${API_TOKEN_RATE_LIMIT.max} requests per ${API_TOKEN_RATE_LIMIT.windowSeconds} seconds</b> (shared by every server process). Over it the API answers <code>429</code> with a <code>Retry-After</code> header (seconds until the window reopens). Sign-in attempts and public intake forms have their own limits.</p>
<h2 id="pagination">Pagination</h2>
<p>Lists take <code>limit</code> (default 50, at most 500), <code>cursor</code> and <code>q</code> (search) and answer <code>{ "items": [...], "total": N, "nextCursor": "…" | null }</code>. Pass <code>nextCursor</code> back as <code>cursor</code> until it is <code>null</code>.</p>
${code(pagination)}
<h2 id="errors">Errors</h2>
<p>Every error has one shape: <code>{ "error": { "code", "message", "fields"? } }</code>; <code>fields</code> names the invalid fields of a 400.
<code>400</code> invalid input · <code>401</code> no valid session or token · <code>403</code> not allowed for this role, token scope or origin · <code>404</code> not found in your organisation (another organisation's rows look exactly like missing ones) · <code>409</code> stale <code>version</code> or duplicate · <code>413</code> body too large · <code>429</code> rate limited · <code>503</code> database unavailable (retry).
Updates (<code>PATCH</code>) carry the <code>version</code> you read; a 409 means someone else changed the row first.</p>
<h2 id="webhooks">Webhooks</h2>
<p>Owners and admins add endpoints in <b>Settings → Webhooks</b> (or <code>POST /api/v1/webhooks</code>): an https URL on a public address and the events to send. Fundline POSTs each event as JSON, signed as the <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> specification says: headers <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> (<code>v1,</code> + base64 HMAC-SHA256 of <code>id.timestamp.body</code> keyed with the base64-decoded secret after <code>whsec_</code>).
Any 2xx within 15 seconds counts as delivered. Otherwise Fundline retries after ${waits} (about ${hours} hours in all), with the same <code>webhook-id</code>; a message that fails all of them switches the endpoint off and e-mails the owners. Each endpoint has a delivery log with <b>Resend</b>. Targets on private, loopback, link-local or metadata addresses are refused (checked after DNS resolution), unless the operator sets <code>WEBHOOK_ALLOW_PRIVATE=true</code>.</p>
<p>Events: ${WEBHOOK_EVENTS.map((e) => `<code>${e}</code>`).join(" ")}. Their payload schemas are in the OpenAPI document's <code>webhooks</code> object.</p>
${code(payload)}
<h3>Verify a delivery: JavaScript</h3>
${code(verifyJs)}
<p>Or without a dependency:</p>
${code(verifyNode)}
<h3>Verify a delivery: Python</h3>
${code(verifyPython)}
<h2 id="endpoints">Endpoints</h2>`;
