import type { OrgFixture } from "../test/fixtures";

/**
 * One row of every kind in an organisation, keyed by the URL segment that precedes its
 * id (e.g. "tickets" for /api/v1/tickets/{id}). A new resource with ids in its URL must
 * be added here, or the isolation and fuzz suites fail with "not covered".
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
  return { pocs: poc.id, subsectors: subsector.id, funds: fund.id, tickets: ticket.id, invitations: invitation.id, members: member.id };
}

/** Fills each {param} of a path template with the id of the resource named just before it. */
export function concretePath(template: string, ids: Record<string, string>): string {
  const segments = template.split("/");
  return segments
    .map((segment, i) => {
      if (!segment.startsWith("{")) return segment;
      const id = ids[segments[i - 1]];
      if (!id) throw new Error(`route not covered: no fixture id for "${segments[i - 1]}" in ${template} (add it to security/resources.ts)`);
      return id;
    })
    .join("/");
}

export const hasPathParams = (path: string) => path.includes("{");
