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
  const note = await json(org.owner.post(`/api/v1/companies/${company.id}/notes`, { title: `Note ${tag}` }));
  const person = await json(org.owner.post("/api/v1/people", { name: `Person ${tag}`, pocId: poc.id }));
  await json(org.owner.post(`/api/v1/companies/${company.id}/founders`, { personId: person.id }));
  const personDocument = await json(
    org.owner.request("POST", `/api/v1/people/${person.id}/documents`, {
      body: fileForm("%PDF-1.7\n%fixture\n", "cv.pdf", "application/pdf"),
    }),
  );
  const intakeForm = await json(
    org.owner.post("/api/v1/intake-forms", { title: `Apply ${tag}`, slug: `apply-${tag}-${org.id.slice(0, 8)}` }),
  );
  // In the organisation's first fund, so the fixture fund stays deletable and an LP edit can move the LP to it.
  const firstFund = (await json(org.owner.get("/api/v1/funds"))).items[0];
  const lp = await json(org.owner.post("/api/v1/lps", { fundId: firstFund.id, entityName: `LP ${tag}`, commitmentUsd: 250_000 }));
  const board = await json(org.owner.post("/api/v1/lp-boards", { name: `Board ${tag}` }));
  const crmRow = await json(org.owner.post("/api/v1/lp-crm-rows", { subboardId: board.subboards[0].id, lead: `Lead ${tag}` }));
  await json(org.owner.put(`/api/v1/companies/${company.id}/logo`, { body: fileForm(pngBytes(), "logo.png", "image/png") }));
  return {
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
    notes: note.id,
    backups: "fundline-20260101T000000000Z.fundline",
    people: person.id,
    founders: person.id,
    "people/documents": personDocument.id,
    "intake-forms": intakeForm.id,
    lps: lp.id,
    "lp-boards": board.id,
    subboards: board.subboards[1].id,
    "lp-crm-rows": crmRow.id,
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

/** Fills each {param} of a path template with the id of the resource named just before it. */
export function concretePath(template: string, ids: Record<string, string>): string {
  const segments = template.split("/");
  return segments
    .map((segment, i) => {
      if (!segment.startsWith("{")) return segment;
      const id = ids[`${segments[i - 3]}/${segments[i - 1]}`] ?? ids[segments[i - 1]];
      if (!id)
        throw new Error(`route not covered: no fixture id for "${segments[i - 1]}" in ${template} (add it to security/resources.ts)`);
      return id;
    })
    .join("/");
}

export const hasPathParams = (path: string) => path.includes("{");

/** A small valid upload for a multipart route: an image for logos and avatars, else a PDF. */
export function sampleUpload(path: string) {
  return /logo|avatar/.test(path)
    ? fileForm(pngBytes(), "sample.png", "image/png")
    : fileForm("%PDF-1.7\n%sample\n", "sample.pdf", "application/pdf");
}
