import type { OrgFixture } from "../test/fixtures";

/**
 * One row of every kind in an organisation, keyed by the URL segment that precedes its
 * id (e.g. "tickets" for /api/v1/tickets/{id}), or by "owner/segment" where two owners share
 * a segment (e.g. "people/documents"). A new resource with ids in its URL must be added
 * here, or the isolation and fuzz suites fail with "not covered".
 */
export async function createOneOfEach(org: OrgFixture): Promise<Record<string, string>> {
  const json = async (res: Promise<Response>) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`fixture request failed: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const tag = Math.random().toString(36).slice(2, 7);
  const poc = await json(org.owner.post("/api/v1/pocs", { name: `POC ${tag}` }));
  const subsector = await json(org.owner.post("/api/v1/subsectors", { name: `Subsector ${tag}` }));
  const fund = await json(org.owner.post("/api/v1/funds", { name: `Fund ${tag}`, sizeUsd: 1_000_000 }));
  const ticket = await json(org.owner.post("/api/v1/tickets", { title: `Ticket ${tag}` }));
  const invitation = await json(org.owner.post("/api/v1/invitations", { email: `invitee-${tag}@example.test`, role: "member" }));
  const members = await json(org.owner.get("/api/v1/members"));
  const member = members.items.find((m: { role: string }) => m.role === "member");
  const company = await json(
    org.owner.post("/api/v1/companies", { name: `Company ${tag}`, website: `company-${tag}.example`, pocIds: [poc.id] }),
  );
  const document = await json(
    org.owner.request("POST", `/api/v1/companies/${company.id}/documents`, {
      body: fileForm("%PDF-1.7\n%fixture\n", "deck.pdf", "application/pdf"),
    }),
  );
  const offer = await json(
    org.owner.post(`/api/v1/companies/${company.id}/equity-offers`, {
      roundType: "Series A",
      investedAmount: 500_000,
      valuation: 5_000_000,
      investmentDate: "2026-01-10",
    }),
  );
  const investment = await json(
    org.owner.post(`/api/v1/companies/${company.id}/equity-investments`, {
      roundType: "Seed",
      investedAmount: 250_000,
      valuation: 4_000_000,
      investmentDate: "2026-02-10",
    }),
  );
  const comment = await json(org.owner.post("/api/v1/comments", { companyId: company.id, kind: "reminder", text: `Reminder ${tag}` }));
  // A mention puts a notification in the member's inbox (an owner's own mention would notify nobody).
  await json(org.owner.post("/api/v1/comments", { companyId: company.id, text: `@member ${tag}`, mentions: [member.id] }));
  const notification = (await json(org.member.get("/api/v1/notifications"))).items[0];
  const note = await json(org.owner.post(`/api/v1/companies/${company.id}/notes`, { title: `Note ${tag}` }));
  const person = await json(org.owner.post("/api/v1/people", { name: `Person ${tag}`, pocId: poc.id }));
  await json(org.owner.post(`/api/v1/companies/${company.id}/founders`, { personId: person.id }));
  const personDocument = await json(
    org.owner.request("POST", `/api/v1/people/${person.id}/documents`, {
      body: fileForm("%PDF-1.7\n%fixture\n", "cv.pdf", "application/pdf"),
    }),
  );
  // Captured by the member (a capturer may delete their own), filed on the fixture person.
  const emlForm = fileForm(
    `From: x@fixture.test\r\nTo: y@fixture.test\r\nSubject: Fixture ${tag}\r\nMessage-ID: <fixture-${tag}-${org.id}@test>\r\n\r\nHello\r\n`,
    "mail.eml",
    "message/rfc822",
  );
  emlForm.append("personId", person.id);
  const captured = await json(org.member.request("POST", "/api/v1/interactions/import", { body: emlForm }));
  const intakeForm = await json(
    org.owner.post("/api/v1/intake-forms", { title: `Apply ${tag}`, slug: `apply-${tag}-${org.id.slice(0, 8)}` }),
  );
  // In the organisation's first fund, so the fixture fund stays deletable and an LP edit can move the LP to it.
  const firstFund = (await json(org.owner.get("/api/v1/funds"))).items[0];
  const lp = await json(org.owner.post("/api/v1/lps", { fundId: firstFund.id, entityName: `LP ${tag}`, commitmentUsd: 250_000 }));
  const board = await json(org.owner.post("/api/v1/lp-boards", { name: `Board ${tag}` }));
  const crmRow = await json(org.owner.post("/api/v1/lp-crm-rows", { subboardId: board.subboards[0].id, lead: `Lead ${tag}` }));
  await json(org.owner.put(`/api/v1/companies/${company.id}/logo`, { body: fileForm(pngBytes(), "logo.png", "image/png") }));
  // The fund ledger needs a fund with an LP of its own (a call on a fund without LPs is a 400); the LP
  // above stays free of ledger entries so that it can still be deleted.
  const ledgerFund = await json(org.owner.post("/api/v1/funds", { name: `Ledger fund ${tag}` }));
  await json(
    org.owner.post("/api/v1/lps", {
      fundId: ledgerFund.id,
      entityName: `Ledger LP ${tag}`,
      email: `ledger-${tag}@lp.test`,
      commitmentUsd: 1_000_000,
    }),
  );
  const capitalCall = await json(
    org.owner.post(`/api/v1/funds/${ledgerFund.id}/capital-calls`, {
      date: "2026-01-05",
      dueDate: "2026-01-20",
      totalUsd: 100_000,
      purpose: "Investments",
    }),
  );
  const paid = await json(
    org.owner.post(`/api/v1/capital-call-allocations/${capitalCall.allocations[0].id}/payments`, {
      amountUsd: 1_000,
      paidOn: "2026-01-10",
    }),
  );
  const distribution = await json(
    org.owner.post(`/api/v1/funds/${ledgerFund.id}/distributions`, { date: "2026-02-05", totalUsd: 10_000, kind: "Gain" }),
  );
  const valuation = await json(org.owner.post(`/api/v1/funds/${ledgerFund.id}/valuations`, { date: "2026-03-31", navUsd: 120_000 }));
  const field = await json(
    org.owner.post("/api/v1/fields", { entity: "company", name: `Fit ${tag}`, type: "select", options: [{ label: "Strong" }] }),
  );
  // Private to the owner: a member's change is a 404 like any record they cannot see, not a role refusal.
  const view = await json(org.owner.post("/api/v1/views", { page: "pipeline", name: `View ${tag}`, filters: {}, shared: false }));
  const apiToken = await json(org.owner.post("/api/v1/api-tokens", { name: `Token ${tag}`, scope: "read", kind: "organisation" }));
  // A public address literal: no DNS needed, and no worker runs here, so nothing is sent.
  const webhook = await json(org.owner.post("/api/v1/webhooks", { url: "https://203.0.113.250/hook", events: ["person.created"] }));
  await json(org.owner.post("/api/v1/people", { name: `Webhook person ${tag}` }));
  const [delivery] = (await json(org.owner.get(`/api/v1/webhooks/${webhook.id}/deliveries`))).items;
  const upload = await json(org.owner.request("POST", "/api/v1/imports", { body: sampleUpload("/api/v1/imports") }));
  await json(org.owner.post(`/api/v1/imports/${upload.id}/dry-run`, { mapping: upload.suggestedMapping }));
  return {
    fields: field.id,
    views: view.id,
    pocs: poc.id,
    subsectors: subsector.id,
    funds: fund.id,
    tickets: ticket.id,
    invitations: invitation.id,
    members: member.id,
    companies: company.id,
    documents: document.id,
    "equity-offers": offer.id,
    "equity-investments": investment.id,
    comments: comment.id,
    notifications: notification.id,
    notes: note.id,
    backups: "fundline-20260101T000000000Z.fundline",
    people: person.id,
    founders: person.id,
    "people/documents": personDocument.id,
    interactions: captured.interaction.id,
    "intake-forms": intakeForm.id,
    lps: lp.id,
    "lp-boards": board.id,
    subboards: board.subboards[1].id,
    "lp-crm-rows": crmRow.id,
    "funds/{}/capital-calls": ledgerFund.id,
    "funds/{}/distributions": ledgerFund.id,
    "funds/{}/valuations": ledgerFund.id,
    "capital-calls": capitalCall.id,
    "capital-call-allocations": capitalCall.allocations[0].id,
    "capital-call-payments": paid.allocations[0].payments[0].id,
    distributions: distribution.id,
    valuations: valuation.id,
    "api-tokens": apiToken.id,
    webhooks: webhook.id,
    "webhook-deliveries": delivery.id,
    imports: upload.id,
  };
}

export function pngBytes() {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

export function fileForm(content: string | Uint8Array, name: string, type: string) {
  const fd = new FormData();
  fd.append("file", new File([content as BlobPart], name, { type }));
  return fd;
}

/**
 * Fills each {param} of a path template with the id of the resource named just before it, or
 * named by the segments around it ("funds/{}/capital-calls": the fund whose calls the route lists).
 */
export function concretePath(template: string, ids: Record<string, string>): string {
  const segments = template.split("/");
  return segments
    .map((segment, i) => {
      if (!segment.startsWith("{")) return segment;
      const id = ids[`${segments[i - 1]}/{}/${segments[i + 1]}`] ?? ids[`${segments[i - 3]}/${segments[i - 1]}`] ?? ids[segments[i - 1]];
      if (!id)
        throw new Error(`route not covered: no fixture id for "${segments[i - 1]}" in ${template} (add it to security/resources.ts)`);
      return id;
    })
    .join("/");
}

export const hasPathParams = (path: string) => path.includes("{");

/** A small valid upload for a multipart route: an image for logos and avatars, a CSV of companies for imports, else a PDF. */
export function sampleUpload(path: string) {
  if (/\/interactions\/import$/.test(path)) {
    const tag = Math.random().toString(36).slice(2, 9);
    return fileForm(
      `From: x@fixture.test\r\nTo: y@fixture.test\r\nSubject: Sample ${tag}\r\nMessage-ID: <sample-${tag}@test>\r\n\r\nHello\r\n`,
      "mail.eml",
      "message/rfc822",
    );
  }
  if (/\/imports$/.test(path)) {
    const form = fileForm(`Company Name,City\nSample ${Math.random().toString(36).slice(2, 7)},Berlin\n`, "sample.csv", "text/csv");
    form.append("entity", "companies");
    return form;
  }
  return /logo|avatar/.test(path)
    ? fileForm(pngBytes(), "sample.png", "image/png")
    : fileForm("%PDF-1.7\n%sample\n", "sample.pdf", "application/pdf");
}
