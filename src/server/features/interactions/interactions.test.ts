import { readFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type Requester, type TestContext } from "../../test/harness";
import { startInboundSmtp } from "./inbound-smtp";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let smtp: { port: number; close: () => Promise<void> };
let strict: { port: number; close: () => Promise<void> };
const ids = { jane: "", acme: "", gmailCo: "", bob: "", bJane: "", bAcme: "" };
let captureA = "";
let captureB = "";
let captureOwnerA = "";

const MAX_BYTES = 64 * 1024;
const googleInvite = readFileSync(join(import.meta.dirname, "fixtures", "google-invite.ics"), "utf8");

type SendError = Error & { responseCode?: number };
const send = async (port: number, mail: SendMailOptions) => {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail(mail);
  } finally {
    transport.close();
  }
};
const refusal = async (port: number, mail: SendMailOptions) => {
  const err = await send(port, mail).then(
    () => null,
    (e: SendError) => e,
  );
  expect(err, "the listener should have refused the message").not.toBeNull();
  return err!;
};
const interactionsOf = async (who: Requester, type: "people" | "companies", id: string) => {
  const res = await who.get(`/api/v1/${type}/${id}/interactions`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    items: {
      id: string;
      subject: string;
      kind: string;
      excerpt: string | null;
      participants: { email: string; personId: string | null }[];
    }[];
    total: number;
  };
};
const addressOf = async (who: Requester) => (await (await who.get("/api/v1/me/capture-address")).json()).address as string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { INBOUND_DOMAIN: "log.fund.test" } });
  ({ a, b } = await twoOrganizations(ctx));
  const make = async (who: Requester, path: string, body: object) => (await (await who.post(path, body)).json()).id as string;
  ids.jane = await make(a.owner, "/api/v1/people", { name: "Jane Rivera", email: "Jane@Acme.io" });
  ids.bob = await make(a.owner, "/api/v1/people", { name: "Bob Angel", email: "bob.angel@gmail.com" });
  ids.acme = await make(a.owner, "/api/v1/companies", { name: "Acme", website: "https://www.acme.io/about" });
  ids.gmailCo = await make(a.owner, "/api/v1/companies", { name: "Gmail lookalike", website: "gmail.com" });
  ids.bJane = await make(b.owner, "/api/v1/people", { name: "Jane Rivera (B)", email: "jane@acme.io" });
  ids.bAcme = await make(b.owner, "/api/v1/companies", { name: "Acme (B)", website: "acme.io" });
  captureA = await addressOf(a.member);
  captureB = await addressOf(b.member);
  captureOwnerA = await addressOf(a.owner);
  smtp = await startInboundSmtp(ctx.deps, { port: 0, host: "127.0.0.1", maxBytes: MAX_BYTES, perSenderPerMinute: 1000 });
  strict = await startInboundSmtp(ctx.deps, { port: 0, host: "127.0.0.1", perSenderPerMinute: 2 });
});
afterAll(async () => {
  await smtp?.close();
  await strict?.close();
  await ctx.close();
});

describe("capture address", () => {
  it("is one stable log+<token> address per member at INBOUND_DOMAIN", async () => {
    expect(captureA).toMatch(/^log\+[0-9a-f]{20}@log\.fund\.test$/);
    expect(await addressOf(a.member)).toBe(captureA);
    expect(captureOwnerA).not.toBe(captureA);
  });
});

describe("inbound SMTP", () => {
  it("files a BCC'd message on the matched person and company, once per Message-ID, and only in the sender's organisation", async () => {
    const mail = {
      from: "Member A <member@a.test>",
      to: "Jane Rivera <jane@acme.io>",
      cc: "owner@a.test, bob.angel@gmail.com",
      bcc: captureA,
      subject: "Term sheet follow-up",
      text: "Hi Jane, thanks for the call.",
      messageId: "<term-sheet-1@a.test>",
      date: new Date("2026-11-20T10:00:00Z"),
    };
    const info = await send(smtp.port, mail);
    expect(info.response).toMatch(/^250 /);
    await send(smtp.port, mail); // the same mail again
    const jane = await interactionsOf(a.member, "people", ids.jane);
    expect(jane.total).toBe(1);
    expect(jane.items[0]).toMatchObject({ kind: "email", subject: "Term sheet follow-up", excerpt: "Hi Jane, thanks for the call." });
    // Members never become participants; Bob (gmail) is matched as a person, the gmail "company" never.
    expect(jane.items[0].participants.map((p) => p.email).sort()).toEqual(["bob.angel@gmail.com", "jane@acme.io"]);
    expect((await interactionsOf(a.member, "companies", ids.acme)).total).toBe(1);
    expect((await interactionsOf(a.member, "people", ids.bob)).total).toBe(1);
    expect((await interactionsOf(a.member, "companies", ids.gmailCo)).total).toBe(0);
    // Organisation B has a Jane and an Acme with the same address and domain: nothing filed there.
    expect((await interactionsOf(b.owner, "people", ids.bJane)).total).toBe(0);
    expect((await interactionsOf(b.owner, "companies", ids.bAcme)).total).toBe(0);
    expect((await a.owner.get(`/api/v1/people/${ids.bJane}/interactions`)).status).toBe(404);
    // On the timeline of the person and the company.
    const log = await (await a.owner.get("/api/v1/activity?entityType=interaction")).json();
    expect(log.items.map((e: { parentId: string }) => e.parentId)).toEqual(expect.arrayContaining([ids.jane, ids.acme]));
  });

  it("keeps a document attachment on each matched company and person, not other files, and not twice", async () => {
    const mail = {
      from: "Member A <member@a.test>",
      to: "Jane Rivera <jane@acme.io>",
      bcc: captureA,
      subject: "Our deck",
      text: "Attached.",
      messageId: "<deck-attached-1@a.test>",
      attachments: [
        { filename: "Acme pitch deck.pdf", content: Buffer.from("%PDF-1.7\n%acme\n"), contentType: "application/pdf" },
        { filename: "notes.txt", content: "plain text is not a document", contentType: "text/plain" },
      ],
    };
    expect((await send(smtp.port, mail)).response).toMatch(/^250 /);
    await send(smtp.port, mail); // the same mail again
    const docsOf = async (path: string) =>
      ((await (await a.member.get(`${path}/documents`)).json()).items as { fileName: string; category: string }[]).map((d) => [
        d.fileName,
        d.category,
      ]);
    expect(await docsOf(`/api/v1/companies/${ids.acme}`)).toEqual([["Acme pitch deck.pdf", "deck"]]);
    expect(await docsOf(`/api/v1/people/${ids.jane}`)).toEqual([["Acme pitch deck.pdf", "deck"]]);
    // The company's deck is queued for analysis like an uploaded one.
    expect((await (await a.member.get(`/api/v1/companies/${ids.acme}/deck-analyses`)).json()).items).toHaveLength(1);
    // One file per kept document: the duplicate left nothing behind.
    expect(await ctx.deps.storage.list(`companies/${ids.acme}`)).toHaveLength(1);
    expect(await ctx.deps.storage.list(`people/${ids.jane}`)).toHaveLength(1);
  });

  it("matches a person by one of their other e-mail addresses", async () => {
    const res = await a.owner.post("/api/v1/people", {
      name: "Priya Second",
      email: "priya@work.test",
      otherEmails: [" Priya.Home@Mail.TEST ", "priya@old.test"],
    });
    expect(res.status).toBe(201);
    const priya = await res.json();
    expect(priya.otherEmails).toEqual(["priya.home@mail.test", "priya@old.test"]);
    const mail = {
      from: "Member A <member@a.test>",
      to: "Priya <priya.home@mail.test>",
      bcc: captureA,
      subject: "Weekend intro",
      text: "Following up from home.",
      messageId: "<secondary-1@a.test>",
    };
    expect((await send(smtp.port, mail)).response).toMatch(/^250 /);
    const items = (await interactionsOf(a.member, "people", priya.id)).items;
    expect(items.map((i) => i.subject)).toEqual(["Weekend intro"]);
    expect(items[0].participants).toEqual([expect.objectContaining({ email: "priya.home@mail.test", personId: priya.id })]);
    // An address that is not one is refused with the field named, and nothing is written.
    const bad = await a.owner.patch(`/api/v1/people/${priya.id}`, { otherEmails: ["not an address"], version: priya.version });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("otherEmails");
  });

  it("files B's capture into B only", async () => {
    await send(smtp.port, {
      from: "member@b.test",
      to: "jane@acme.io",
      bcc: captureB,
      subject: "Beta intro",
      text: "Hello",
      messageId: "<b-1@b.test>",
    });
    expect((await interactionsOf(b.owner, "people", ids.bJane)).items.map((i) => i.subject)).toEqual(["Beta intro"]);
    expect((await interactionsOf(a.owner, "people", ids.jane)).items.map((i) => i.subject)).not.toContain("Beta intro");
  });

  it("refuses an unknown capture address or another domain at RCPT with 550", async () => {
    const unknown = await refusal(smtp.port, {
      from: "member@a.test",
      to: "log+0000000000deadbeef00@log.fund.test",
      subject: "x",
      text: "x",
    });
    expect(unknown.responseCode).toBe(550);
    const relay = await refusal(smtp.port, { from: "member@a.test", to: "someone@elsewhere.test", subject: "x", text: "x" });
    expect(relay.responseCode).toBe(550);
  });

  it("refuses a sender who is not the capture address's member with 550, storing nothing", async () => {
    const err = await refusal(smtp.port, {
      from: "stranger@acme.io",
      to: "jane@acme.io",
      bcc: captureA,
      subject: "Spoof",
      text: "x",
      messageId: "<spoof@x>",
    });
    expect(err.responseCode).toBe(550);
    // Another member of the same organisation may not use A's member address either.
    const other = await refusal(smtp.port, { from: "owner@a.test", to: "jane@acme.io", bcc: captureA, subject: "Spoof 2", text: "x" });
    expect(other.responseCode).toBe(550);
    expect((await interactionsOf(a.owner, "people", ids.jane)).items.map((i) => i.subject)).not.toContain("Spoof");
  });

  it("refuses an over-size message with 552", async () => {
    const err = await refusal(smtp.port, {
      from: "member@a.test",
      to: "jane@acme.io",
      bcc: captureA,
      subject: "Huge",
      text: "x".repeat(MAX_BYTES + 1000),
    });
    expect(err.responseCode).toBe(552);
  });

  it("limits messages per sender with a 450 the sending server retries", async () => {
    // Counted at MAIL FROM, before anything else: even refused attempts use up the sender's budget.
    const mail = (n: number) => ({ from: "flood@elsewhere.test", to: "jane@acme.io", bcc: captureA, subject: `Burst ${n}`, text: "x" });
    expect((await refusal(strict.port, mail(1))).responseCode).toBe(550);
    expect((await refusal(strict.port, mail(2))).responseCode).toBe(550);
    expect((await refusal(strict.port, mail(3))).responseCode).toBe(450);
  });

  it("keeps HTML-only mail as text, and tells the member about participants not in the network", async () => {
    await send(smtp.port, {
      from: "member@a.test",
      to: "jane@acme.io, newfounder@startup.io",
      bcc: captureA,
      subject: "Intro",
      html: "<script>alert(1)</script><p>Meet <b>Sam</b></p>",
      messageId: "<html-1@a.test>",
    });
    const item = (await interactionsOf(a.member, "people", ids.jane)).items.find((i) => i.subject === "Intro")!;
    expect(item.excerpt).toContain("Meet");
    expect(item.excerpt).not.toMatch(/script|alert|<p>/);
    const inbox = await (await a.member.get("/api/v1/notifications")).json();
    const note = inbox.items.find((n: { kind: string }) => n.kind === "capture");
    expect(note.text).toContain("newfounder@startup.io");
  });

  it("accepts a message where nobody matches without storing anything", async () => {
    const info = await send(smtp.port, {
      from: "member@a.test",
      to: "nobody@unknown.io",
      bcc: captureA,
      subject: "Nobody",
      text: "x",
      messageId: "<nobody@a.test>",
    });
    expect(info.response).toMatch(/^250 .*nobody on it is in your network/);
    const [{ n }] = (
      await ctx.deps.db.execute<{ n: number }>(`select count(*)::int as n from interactions where message_id = '<nobody@a.test>'`)
    ).rows;
    expect(n).toBe(0);
  });
});

describe("calendar invitations", () => {
  const invite = (ics: string, messageId: string) => ({
    from: "member@a.test",
    to: "jane@acme.io",
    bcc: captureA,
    subject: "Invitation: Series A model",
    text: "You have been invited",
    messageId,
    icalEvent: { method: ics.includes("METHOD:CANCEL") ? "CANCEL" : "REQUEST", content: ics },
  });
  const meetingsOf = async () =>
    (await (await a.member.get(`/api/v1/people/${ids.jane}/meetings`)).json()) as
      { items?: unknown[] } | { date: string; purpose: string; notes: string }[];
  const list = async () => {
    const m = await meetingsOf();
    return (Array.isArray(m) ? m : (m.items as { date: string; purpose: string; notes: string }[])).filter((x) =>
      x.purpose.startsWith("Acme <> Alpha"),
    );
  };
  const lastMeeting = async () => (await (await a.member.get(`/api/v1/people/${ids.jane}`)).json()).lastMeeting;

  it("makes a REQUEST a meeting, moves it on a later REQUEST with the same UID and removes it on CANCEL", async () => {
    await send(smtp.port, invite(googleInvite, "<inv-1@google.com>"));
    expect(await list()).toEqual([expect.objectContaining({ date: "2026-12-03", purpose: "Acme <> Alpha: Series A model" })]);
    expect((await list())[0].notes).toContain("Series A model, then next steps");
    expect(await lastMeeting()).toBe("2026-12-03");
    const moved = googleInvite.replace("DTSTART:20261203T150000Z", "DTSTART:20261205T150000Z").replace("SEQUENCE:0", "SEQUENCE:1");
    await send(smtp.port, invite(moved, "<inv-2@google.com>"));
    expect((await list()).map((m) => m.date)).toEqual(["2026-12-05"]);
    expect(await lastMeeting()).toBe("2026-12-05");
    const items = (await interactionsOf(a.member, "people", ids.jane)).items.filter((i) => i.kind === "meeting");
    expect(items).toHaveLength(1);
    const cancel = moved.replace("METHOD:REQUEST", "METHOD:CANCEL").replace("STATUS:CONFIRMED", "STATUS:CANCELLED");
    await send(smtp.port, invite(cancel, "<inv-3@google.com>"));
    expect(await list()).toEqual([]);
    expect(await lastMeeting()).toBeNull();
    expect((await interactionsOf(a.member, "people", ids.jane)).items.filter((i) => i.kind === "meeting")).toEqual([]);
  });
});

describe(".eml and .ics upload", () => {
  const upload = (who: Requester, bytes: string, name: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append("file", new File([bytes], name, { type: "message/rfc822" }));
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return who.request("POST", "/api/v1/interactions/import", { body: form });
  };
  const eml = (id: string, to = "someone@nowhere.io") =>
    `From: Member A <member@a.test>\r\nTo: ${to}\r\nSubject: Dropped ${id}\r\nMessage-ID: <${id}@a.test>\r\nDate: Wed, 25 Nov 2026 09:00:00 +0000\r\n\r\nBody of ${id}\r\n`;

  it("links a dropped message to the person it was dropped on, once", async () => {
    const res = await upload(a.member, eml("drop-1"), "mail.eml", { personId: ids.bob });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.interaction).toMatchObject({ subject: "Dropped drop-1", excerpt: "Body of drop-1", capturedBy: { name: "member a" } });
    expect(body.unknownParticipants).toEqual([{ email: "someone@nowhere.io", name: null }]);
    const again = await upload(a.member, eml("drop-1"), "mail.eml", { personId: ids.bob });
    expect(again.status).toBe(200);
    expect((await again.json()).duplicate).toBe(true);
    expect((await interactionsOf(a.member, "people", ids.bob)).items.filter((i) => i.subject === "Dropped drop-1")).toHaveLength(1);
  });

  it("matches an upload without a target, and imports an .ics invitation as a meeting", async () => {
    expect((await upload(a.member, eml("drop-2", "jane@acme.io"), "m.eml")).status).toBe(201);
    expect((await interactionsOf(a.member, "companies", ids.acme)).items.map((i) => i.subject)).toContain("Dropped drop-2");
    const ics = googleInvite.replace("3k9v2m1q8h6c4b7n0p5r2s1t9u", "upload-uid").replace("Acme <> Alpha", "Uploaded");
    const res = await upload(a.member, ics, "invite.ics");
    expect(res.status).toBe(201);
    expect((await res.json()).interaction).toMatchObject({ kind: "meeting", subject: "Uploaded: Series A model" });
  });

  it("refuses other files, another organisation's record, and viewers", async () => {
    expect((await upload(a.member, "%PDF-1.4", "x.pdf")).status).toBe(400);
    expect((await upload(a.member, eml("drop-3"), "m.eml", { personId: ids.bJane })).status).toBe(404);
    expect((await upload(a.member, eml("drop-4"), "m.eml", { companyId: "not-a-uuid" })).status).toBe(400);
    expect((await upload(a.viewer, eml("drop-5"), "m.eml", { personId: ids.bob })).status).toBe(403);
  });

  it("pages after the last row shown: a message captured in between repeats no row; foreign cursors are a 400", async () => {
    const person = (await (await a.owner.post("/api/v1/people", { name: "Pia Pager" })).json()).id as string;
    const dated = (id: string, day: number) => eml(id).replace("Wed, 25 Nov 2026", `${day} Nov 2026`);
    for (const day of [10, 11, 12, 13, 14])
      expect((await upload(a.member, dated(`page-${day}`, day), "m.eml", { personId: person })).status).toBe(201);
    const page = async (cursor?: string) => {
      const res = await a.member.get(
        `/api/v1/people/${person}/interactions?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status).toBe(200);
      return (await res.json()) as { items: { subject: string }[]; nextCursor: string | null };
    };
    const subjects = (p: { items: { subject: string }[] }) => p.items.map((i) => i.subject);
    const first = await page();
    expect(subjects(first)).toEqual(["Dropped page-14", "Dropped page-13"]);
    // The newest message arrives between two pages: an offset cursor showed "page-13" again.
    expect((await upload(a.member, dated("page-20", 20), "m.eml", { personId: person })).status).toBe(201);
    const second = await page(first.nextCursor!);
    expect(subjects(second)).toEqual(["Dropped page-12", "Dropped page-11"]);
    expect(subjects(await page(second.nextCursor!))).toEqual(["Dropped page-10"]);
    // An offset given before still pages (past page-20, 14 and 13); anything else is a 400 naming cursor.
    expect(subjects(await page("3"))).toEqual(["Dropped page-12", "Dropped page-11"]);
    const bad = await a.member.get(`/api/v1/people/${person}/interactions?cursor=nope`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("cursor");
  });
});

describe("privacy and deletion", () => {
  it("shows others the subject only unless the capturer shares in full", async () => {
    const find = async (who: Requester) =>
      (await interactionsOf(who, "people", ids.jane)).items.find((i) => i.subject === "Term sheet follow-up")!;
    expect((await find(a.member)).excerpt).toBe("Hi Jane, thanks for the call.");
    expect((await find(a.owner)).excerpt).toBeNull();
    expect((await a.member.put("/api/v1/me/capture-settings", { json: { share: "full" } })).status).toBe(200);
    expect((await find(a.owner)).excerpt).toBe("Hi Jane, thanks for the call.");
    expect((await a.member.put("/api/v1/me/capture-settings", { json: { share: "everything" } })).status).toBe(400);
    expect((await (await a.member.get("/api/v1/me/capture-settings")).json()).share).toBe("full");
  });

  it("lets the capturer, owners and admins delete; others get 403, another organisation 404", async () => {
    await send(smtp.port, {
      from: "owner@a.test",
      to: "jane@acme.io",
      bcc: captureOwnerA,
      subject: "Owner note",
      text: "x",
      messageId: "<owner-note@a.test>",
    });
    const items = (await interactionsOf(a.member, "people", ids.jane)).items;
    const mine = items.find((i) => i.subject === "Term sheet follow-up")!;
    const owners = items.find((i) => i.subject === "Owner note")!;
    expect((await a.member.delete(`/api/v1/interactions/${owners.id}`)).status).toBe(403);
    expect((await a.viewer.delete(`/api/v1/interactions/${mine.id}`)).status).toBe(403);
    expect((await b.owner.delete(`/api/v1/interactions/${mine.id}`)).status).toBe(404);
    expect((await a.member.delete(`/api/v1/interactions/${mine.id}`)).status).toBe(204);
    expect((await a.owner.delete(`/api/v1/interactions/${owners.id}`)).status).toBe(204);
    const left = (await interactionsOf(a.member, "people", ids.jane)).items.map((i) => i.id);
    expect(left).not.toContain(mine.id);
    expect(left).not.toContain(owners.id);
  });
});
