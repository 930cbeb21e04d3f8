import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { funds, members, pocs, subsectors, tickets } from "../db/schema";

const pocNames = ["Maya Chen", "Daniel Okafor", "Sofia Lindqvist", "Olivia Grant"];
const subsectorNames = [
  "AI Infrastructure",
  "Climate Software",
  "Developer Tools",
  "Digital Health",
  "Embedded Finance",
  "Logistics Tech",
  "Vertical SaaS",
];

type DemoTicket = {
  title: string;
  description: string;
  status: string;
  priority: string;
  taskType: string;
  effortLevel: string;
  dueInDays: number | null;
};
const demoTickets: DemoTicket[] = [
  {
    title: "Quarterly LP report export",
    description: "Export the LP commitments and capital calls per fund as a CSV for the quarterly letter.",
    status: "In progress",
    priority: "High",
    taskType: "Feature request",
    effortLevel: "M",
    dueInDays: 6,
  },
  {
    title: "Pipeline board drops cards on slow networks",
    description: "Dragging a card to Due Diligence sometimes snaps back when the network is slow.",
    status: "In review",
    priority: "Critical",
    taskType: "Bug fix",
    effortLevel: "S",
    dueInDays: 1,
  },
  {
    title: "Document the intake form set-up",
    description: "Short guide for associates: how to publish a new intake form and where submissions land.",
    status: "Not started",
    priority: "Low",
    taskType: "Documentation",
    effortLevel: "XS",
    dueInDays: null,
  },
  {
    title: "Research enrichment providers",
    description: "Compare coverage and pricing of three company-data providers for seed-stage startups.",
    status: "Blocked",
    priority: "Medium",
    taskType: "Research",
    effortLevel: "L",
    dueInDays: 14,
  },
  {
    title: "Faster company search",
    description: "Search by founder name as well as company name in the pipeline.",
    status: "Done",
    priority: "Medium",
    taskType: "Enhancement",
    effortLevel: "M",
    dueInDays: -3,
  },
  {
    title: "Board seat reminders",
    description: "Remind the POC a week before each portfolio board meeting.",
    status: "Not started",
    priority: "Medium",
    taskType: "Feature request",
    effortLevel: "XL",
    dueInDays: 30,
  },
];

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** POCs, subsectors, fund sizes and development tickets; existing rows are kept. */
export async function loadDemoSettings(db: Db, orgId: string) {
  await db
    .insert(pocs)
    .values(pocNames.map((name) => ({ orgId, name })))
    .onConflictDoNothing();
  await db
    .insert(subsectors)
    .values(subsectorNames.map((name) => ({ orgId, name })))
    .onConflictDoNothing();
  await db
    .update(funds)
    .set({ sizeUsd: 50_000_000, vintageYear: 2021 })
    .where(and(eq(funds.orgId, orgId), eq(funds.name, "Fund I"), isNull(funds.sizeUsd)));
  await db
    .update(funds)
    .set({ sizeUsd: 120_000_000, vintageYear: 2024 })
    .where(and(eq(funds.orgId, orgId), eq(funds.name, "Fund II"), isNull(funds.sizeUsd)));

  const existing = await db.select({ title: tickets.title }).from(tickets).where(eq(tickets.orgId, orgId));
  const team = await db.select({ userId: members.userId }).from(members).where(eq(members.orgId, orgId));
  const fresh = demoTickets.filter((t) => !existing.some((e) => e.title === t.title));
  if (fresh.length === 0) return 0;
  await db.insert(tickets).values(
    fresh.map(({ dueInDays, ...t }, i) => ({
      ...t,
      orgId,
      dueDate: dueInDays === null ? null : isoDay(dueInDays),
      assigneeId: i === 2 ? null : (team[i % team.length]?.userId ?? null),
      createdBy: team[(i + 1) % team.length]?.userId ?? null,
      createdAt: new Date(Date.now() - (fresh.length - i) * 2 * 86_400_000),
    })),
  );
  return fresh.length;
}
