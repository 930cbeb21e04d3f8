import { createServer, type Server } from "node:http";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string; at: number };

/** Undoes quoted-printable soft breaks and escapes so links read as sent. */
export function decodeQuotedPrintable(s: string) {
  return s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, to: string[]): ReceivedMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? "";
  return { to, subject, text: decodeQuotedPrintable(raw), raw, at: Date.now() };
}

/**
 * A real SMTP server on loopback that keeps what it receives, plus a small HTTP
 * mailbox (GET /messages?to=) so that test workers can read it.
 */
export async function startMailReceiver(smtpPort: number, httpPort: number) {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push(
          parse(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  const http: Server = createServer((req, res) => {
    const to = new URL(req.url ?? "/", "http://x").searchParams.get("to")?.toLowerCase();
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
  return {
    close: () => Promise.all([new Promise((r) => smtp.close(() => r(null))), new Promise((r) => http.close(() => r(null)))]),
  };
}
