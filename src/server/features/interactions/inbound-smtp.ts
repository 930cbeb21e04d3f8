import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { and, eq, isNull } from "drizzle-orm";
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";
import { INBOUND_MAX_BYTES } from "@shared/constants/interactions";
import { reserveAttempts } from "../../auth/attempts";
import { captureSettings, members, user } from "../../db/schema";
import type { Deps } from "../../deps";
import { captureTokenOf, normaliseAddress } from "./addresses";
import { captureMessage, type Capturer } from "./capture.service";
import { inboundDomainOf } from "./interactions.service";
import { parseMessage } from "./parse-message";

export type InboundOptions = {
  port: number;
  host: string;
  /** The largest message accepted (SIZE is announced; a bigger one is refused with 552). */
  maxBytes?: number;
  /** Messages one envelope sender may send per minute, across every process sharing the database. */
  perSenderPerMinute?: number;
};

/** Capture addresses on one message; more is a list, not a BCC. */
const MAX_RCPT = 10;

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

type Recipient = Capturer & { role: string };

/**
 * The inbound mail listener (issue 45, decision 027): accepts mail only for this instance's
 * capture addresses (log+<token>@INBOUND_DOMAIN), only from the address's own member, with a size
 * limit, STARTTLS when a certificate is configured and a per-sender rate limit. Each message is
 * stored before the final 250, in one transaction: a reply of 250 means it is logged, any failure
 * is a 4xx the sending server retries (the same Message-ID is stored once).
 */
export function startInboundSmtp(deps: Deps, options: InboundOptions): Promise<{ port: number; close: () => Promise<void> }> {
  const { db, log, env } = deps;
  const domain = inboundDomainOf(env);
  const maxBytes = options.maxBytes ?? INBOUND_MAX_BYTES;
  const perMinute = options.perSenderPerMinute ?? 60;
  const recipients = new WeakMap<SMTPServerSession, Map<string, Recipient>>();
  const tls =
    env.INBOUND_TLS_CERT && env.INBOUND_TLS_KEY
      ? { cert: readFileSync(env.INBOUND_TLS_CERT), key: readFileSync(env.INBOUND_TLS_KEY) }
      : null;

  async function lookup(token: string): Promise<Recipient | null> {
    const [row] = await db
      .select({ orgId: members.orgId, memberId: members.id, userId: user.id, name: user.name, email: user.email, role: members.role })
      .from(captureSettings)
      .innerJoin(members, eq(members.id, captureSettings.memberId))
      .innerJoin(user, eq(user.id, members.userId))
      .where(and(eq(captureSettings.token, token), isNull(user.disabledAt)));
    return row ?? null;
  }

  const server = new SMTPServer({
    name: domain,
    banner: "Fundline capture",
    size: maxBytes,
    authOptional: true,
    disabledCommands: tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    ...(tls ?? {}),
    logger: false,
    maxClients: 50,
    socketTimeout: 60_000,
    onMailFrom(address: SMTPServerAddress, _session, callback) {
      const sender = normaliseAddress(address.address) ?? "<>";
      const args = address.args || {};
      const declared = Number(args.SIZE ?? 0);
      if (declared > maxBytes) return callback(smtpError(552, `5.3.4 Message too large: ${maxBytes} bytes at most`));
      reserveAttempts(db, [[`capture:${sender}`, { max: perMinute, windowSeconds: 60 }]])
        .then((r) =>
          callback(r.ok ? undefined : smtpError(450, `4.7.1 Too many messages from this sender; try again in ${r.wait} seconds`)),
        )
        .catch((err) => {
          log.error({ err }, "inbound mail: rate limit check failed");
          callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
        });
    },
    onRcptTo(address: SMTPServerAddress, session, callback) {
      const token = captureTokenOf(address.address, domain);
      if (!token) return callback(smtpError(550, "5.1.1 No such capture address here"));
      const known = recipients.get(session) ?? new Map<string, Recipient>();
      if (known.size >= MAX_RCPT) return callback(smtpError(452, "4.5.3 Too many recipients"));
      lookup(token)
        .then((r) => {
          if (!r) return callback(smtpError(550, "5.1.1 No such capture address here"));
          if (r.role === "viewer") return callback(smtpError(550, "5.7.1 This member can read but not log e-mails"));
          known.set(r.memberId, r);
          recipients.set(session, known);
          callback();
        })
        .catch((err) => {
          log.error({ err }, "inbound mail: recipient lookup failed");
          callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
        });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on("end", () => {
        if (stream.sizeExceeded || size > maxBytes) return callback(smtpError(552, `5.3.4 Message too large: ${maxBytes} bytes at most`));
        const members = [...(recipients.get(session)?.values() ?? [])];
        recipients.delete(session);
        const envelopeSender = session.envelope.mailFrom ? normaliseAddress(session.envelope.mailFrom.address) : null;
        deliver(Buffer.concat(chunks), members, envelopeSender)
          .then((reply) => callback(null, reply))
          .catch((err: Error & { responseCode?: number }) => {
            if (err.responseCode) return callback(err);
            log.error({ err }, "inbound mail: capture failed");
            callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
          });
      });
    },
  });

  /** Stores the message for each capture address whose member sent (or forwarded) it. */
  async function deliver(raw: Buffer, to: Recipient[], envelopeSender: string | null): Promise<string> {
    const message = await parseMessage(raw);
    const headerSender = message.from[0]?.email ?? null;
    // A forwarded message's From is the original sender; the forwarder is on the envelope.
    const senders = new Set([envelopeSender, headerSender].filter(Boolean));
    const own = to.filter((r) => senders.has(r.email.toLowerCase()));
    if (!own.length) throw smtpError(550, "5.7.1 A capture address accepts mail only from its own member's e-mail address");
    const results = [];
    for (const r of own) results.push(await captureMessage(db, deps.storage, r, message, domain));
    const logged = results.filter((r) => r.status === "stored" || r.status === "duplicate").length;
    log.info({ messageId: message.messageId, results: results.map((r) => r.status) }, "inbound mail captured");
    return logged ? "2.0.0 Logged in Fundline" : "2.0.0 Accepted; nobody on it is in your network yet";
  }

  return new Promise((resolve, reject) => {
    server.on("error", (err) => log.error({ err }, "inbound mail listener error"));
    server.server.once("error", reject);
    server.listen(options.port, options.host, () => {
      const port = (server.server.address() as AddressInfo).port;
      log.info({ port, domain, starttls: !!tls }, `Inbound mail listener on port ${port} for log+…@${domain}`);
      resolve({ port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
