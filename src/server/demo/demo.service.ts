import { randomBytes } from "node:crypto";
import { loadDemoCustomFields } from "./demo-custom-fields";
import { eq } from "drizzle-orm";
import { organizations } from "../db/schema";
import type { Deps } from "../deps";
import type { Role } from "../lib/context";
import { addMemberWithPassword, emailTaken } from "../lib/organizations";
import { loadDemoCommentsNotes } from "./demo-comments-notes";
import { loadDemoCompanies } from "./demo-companies";
import { loadDemoPeople } from "./demo-people";
import { loadDemoPersonDocuments } from "./demo-person-documents";
import { loadDemoInteractions } from "./demo-interactions";
import { loadDemoLps } from "./demo-lps";
import { loadDemoFundLedger } from "./demo-fund-ledger";
import { loadDemoDeals } from "./demo-deals";
import { loadDemoDeckAnalyses } from "./demo-deck-analyses";
import { loadDemoSettings } from "./demo-settings";
import { loadDemoActivity } from "./demo-activity";
import { loadDemoIntake } from "./demo-intake";
import { loadDemoPortfolioOutcomes } from "./demo-portfolio-outcomes";
import { loadDemoTrackerDocuments } from "./demo-tracker";
import { loadDemoNotifications } from "./demo-notifications";
import { loadDemoIntegrations } from "./demo-integrations";

// Colleagues who appear as POCs, assignees and authors across the demo data set.
const colleagues: { name: string; local: string; role: Role }[] = [
  { name: "Maya Chen", local: "maya.chen", role: "admin" },
  { name: "Daniel Okafor", local: "daniel.okafor", role: "member" },
  { name: "Sofia Lindqvist", local: "sofia.lindqvist", role: "member" },
  { name: "Arjun Mehta", local: "arjun.mehta", role: "viewer" },
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "org";

export type DemoSummary = {
  members: number;
  tickets: number;
  companies: number;
  offers: number;
  investments: number;
  comments: number;
  notes: number;
  people: number;
  lps: number;
  lpCrmRows: number;
  trackerDocuments: number;
  ledgerEntries: number;
  notifications: number;
};

/**
 * Loads realistic sample data into an organisation. Safe to run twice: records that
 * already exist are left alone. Each feature adds its own part here.
 */
export async function loadDemoData(deps: Deps, orgId: string): Promise<DemoSummary> {
  const [org] = await deps.db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw new Error(`Organisation ${orgId} not found`);
  const domain = `${slug(org.name)}-${org.id.slice(0, 6)}.demo`;
  let added = 0;
  for (const person of colleagues) {
    const email = `${person.local}@${domain}`;
    if (await emailTaken(deps.db, email)) continue;
    // Demo colleagues cannot sign in until someone resets their password.
    const password = randomBytes(24).toString("base64url");
    await addMemberWithPassword(deps.db, deps.auth, orgId, { email, password, name: person.name, role: person.role });
    added++;
  }
  const tickets = await loadDemoSettings(deps.db, orgId);
  const companies = await loadDemoCompanies(deps.db, orgId);
  const offers = await loadDemoDeals(deps.db, deps.storage, orgId);
  await loadDemoDeckAnalyses(deps.db, orgId);
  const { comments, notes } = await loadDemoCommentsNotes(deps.db, orgId);
  const people = await loadDemoPeople(deps.db, orgId);
  await loadDemoPersonDocuments(deps.db, deps.storage, orgId);
  await loadDemoInteractions(deps.db, orgId);
  const { lps, lpCrmRows } = await loadDemoLps(deps.db, orgId);
  // After the companies, people, LPs and colleagues: the fields' values name them.
  await loadDemoCustomFields(deps.db, orgId);
  await loadDemoActivity(deps.db, orgId);
  await loadDemoIntake(deps.db, orgId, org.name);
  // After the stage history: that step skips organisations whose log already has updates.
  const investments = await loadDemoPortfolioOutcomes(deps.db, orgId);
  // After the investments and LPs: calls follow what each fund invested.
  const ledgerEntries = await loadDemoFundLedger(deps.db, orgId);
  // After the outcomes: companies that shut down stopped sending reports.
  const trackerDocuments = await loadDemoTrackerDocuments(deps.db, deps.storage, orgId);
  const notifications = await loadDemoNotifications(deps.db, orgId);
  await loadDemoIntegrations(deps.db, orgId);
  return {
    members: added,
    tickets,
    companies,
    offers,
    comments,
    notes,
    people,
    investments,
    lps,
    lpCrmRows,
    trackerDocuments,
    ledgerEntries,
    notifications,
  };
}
