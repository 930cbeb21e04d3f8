import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { captureTokenOf, companyDomainOf, normaliseAddress, normaliseDomain } from "./addresses";
import { parseInvitation } from "./ical";
import { parseForwarded, parseMessage, parseUpload } from "./parse-message";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8");

describe("address and domain normalisation", () => {
  it("lower-cases, strips brackets and mailto:, and refuses what is no address", () => {
    expect(normaliseAddress("  <Jane.Doe@ACME.io> ")).toBe("jane.doe@acme.io");
    expect(normaliseAddress("mailto:Bob@Example.COM")).toBe("bob@example.com");
    expect(normaliseAddress("jane@bücher.de")).toBe("jane@xn--bcher-kva.de");
    for (const bad of ["", "jane", "@acme.io", "jane@localhost", "a b@c.io", null]) expect(normaliseAddress(bad)).toBeNull();
  });

  it("reduces a domain to its bare host and never gives a company for free mail", () => {
    expect(normaliseDomain("WWW.Acme.IO.")).toBe("acme.io");
    expect(companyDomainOf("jane@acme.io")).toBe("acme.io");
    expect(companyDomainOf("jane@gmail.com")).toBeNull();
    expect(companyDomainOf("jane@outlook.com")).toBeNull();
  });

  it("reads a capture token only at the instance's own domain", () => {
    expect(captureTokenOf("LOG+ab12cd34ef@Log.Fund.Test", "log.fund.test")).toBe("ab12cd34ef");
    expect(captureTokenOf("log+ab12cd34ef@other.test", "log.fund.test")).toBeNull();
    expect(captureTokenOf("log@log.fund.test", "log.fund.test")).toBeNull();
    expect(captureTokenOf("log+x@log.fund.test", "log.fund.test")).toBeNull();
  });
});

describe("forwarded headers", () => {
  it("reads Gmail's forwarded block: original sender, recipients, subject and date", () => {
    const text = [
      "FYI, see below.",
      "",
      "---------- Forwarded message ---------",
      "From: Jane Rivera <jane@acme.io>",
      "Date: Mon, Nov 23, 2026 at 10:12 AM",
      "Subject: Series A deck",
      "To: Member A <member@a.test>",
      "Cc: cfo@acme.io",
      "",
      "Hi, attached is our deck.",
    ].join("\n");
    const f = parseForwarded(text);
    expect(f?.from).toEqual([{ email: "jane@acme.io", name: "Jane Rivera" }]);
    expect(f?.recipients.map((r) => r.email)).toEqual(["member@a.test", "cfo@acme.io"]);
    expect(f?.subject).toBe("Series A deck");
    expect(f?.date?.getFullYear()).toBe(2026);
    expect(f?.text).toBe("Hi, attached is our deck.");
  });

  it("reads Apple Mail's and Outlook's blocks, and nothing from a plain message", () => {
    const apple =
      "Begin forwarded message:\n\nFrom: Jane Rivera <jane@acme.io>\nSubject: Intro\nDate: November 23, 2026 at 10:12:00 AM PST\nTo: bob@beta.io\n\nHello";
    expect(parseForwarded(apple)?.recipients[0].email).toBe("bob@beta.io");
    const outlook =
      "-----Original Message-----\nFrom: Rivera, Jane <jane@acme.io>\nSent: Monday, November 23, 2026 10:12 AM\nTo: Member A <member@a.test>\nSubject: Intro\n\nHello";
    expect(parseForwarded(outlook)?.from[0].email).toBe("jane@acme.io");
    expect(parseForwarded("Just a note, no headers here.")).toBeNull();
  });

  it("uses the original headers of a Fwd: message", async () => {
    const raw = Buffer.from(
      "From: member@a.test\r\nTo: log+abc12345@log.fund.test\r\nSubject: Fwd: Series A deck\r\nMessage-ID: <fwd-1@a.test>\r\nDate: Tue, 24 Nov 2026 09:00:00 +0000\r\n\r\n" +
        "---------- Forwarded message ---------\r\nFrom: Jane Rivera <jane@acme.io>\r\nDate: Mon, 23 Nov 2026 10:12:00 +0000\r\nSubject: Series A deck\r\nTo: member@a.test\r\n\r\nHi there\r\n",
    );
    const m = await parseMessage(raw);
    expect(m.subject).toBe("Series A deck");
    expect(m.from[0].email).toBe("jane@acme.io");
    expect(m.date.toISOString()).toBe("2026-11-23T10:12:00.000Z");
    expect(m.text).toBe("Hi there");
  });
});

describe("iTIP invitations", () => {
  it("reads a Google Calendar REQUEST: folded lines, escaped text, attendees, the alarm ignored", () => {
    const ev = parseInvitation(fixture("google-invite.ics"));
    expect(ev).toMatchObject({
      method: "REQUEST",
      uid: "3k9v2m1q8h6c4b7n0p5r2s1t9u@google.com",
      summary: "Acme <> Alpha: Series A model",
      date: "2026-12-03",
      organizer: "member@a.test",
      attendees: ["jane@acme.io", "member@a.test"],
    });
    expect(ev?.description).toBe(
      "Walk through the Series A model, then next steps.\nJoin with Google Meet: https://meet.google.com/abc-defg-hij",
    );
    expect(ev?.start.toISOString()).toBe("2026-12-03T15:00:00.000Z");
  });

  it("reads an Outlook/Exchange CANCEL with a folded UID and a TZID start", () => {
    const ev = parseInvitation(fixture("outlook-cancel.ics"));
    expect(ev?.method).toBe("CANCEL");
    expect(ev?.uid).toBe(
      "040000008200E00074C5B7101A82E00800000000D0A2B7C1E37FDA01000000000000000010000000A1B2C3D4E5F60718293A4B5C6D7E8F90",
    );
    expect(ev?.date).toBe("2026-12-10");
    expect(ev?.organizer).toBe("jane@acme.io");
    expect(ev?.summary).toBe("Canceled: Board prep");
  });

  it("gives nothing for a calendar without an event", () => {
    expect(parseInvitation("BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n")).toBeNull();
  });
});

describe("bad input", () => {
  it("keeps only text of HTML-only mail with scripts", async () => {
    const raw = Buffer.from(
      'From: jane@acme.io\r\nTo: member@a.test\r\nSubject: Hi\r\nMessage-ID: <h@acme.io>\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<html><body><script>alert("x")</script><p>Hello <b>there</b></p></body></html>\r\n',
    );
    const m = await parseMessage(raw);
    expect(m.text).toContain("Hello");
    expect(m.text).not.toMatch(/<script|alert|<p>/);
  });

  it("refuses an upload that is neither an e-mail nor an invitation, reads malformed MIME as far as it goes", async () => {
    expect(await parseUpload(Buffer.from("%PDF-1.4 not a message"))).toBeNull();
    const broken = await parseUpload(
      Buffer.from(
        'From: jane@acme.io\r\nSubject: Broken\r\nContent-Type: multipart/mixed; boundary="x"\r\n\r\n--x\r\nContent-Type: text/plain\r\n\r\nPart one without an end',
      ),
    );
    expect(broken?.from[0].email).toBe("jane@acme.io");
    expect(broken?.text).toContain("Part one");
  });
});
