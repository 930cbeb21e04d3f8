import type { QueryClient } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { Building2, CalendarPlus, Columns3, Landmark, ListPlus, Table2, UserPlus } from "lucide-react";
import { navSections, type NavLinkItem } from "@web/lib/nav-config";
import { meQueryKey } from "@web/lib/session";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { savePipelineView } from "./api";

export type CommandContext = { navigate: (to: string) => void; queryClient: QueryClient };

export type PaletteCommand = {
  id: string;
  label: string;
  /** More words it is found by. */
  keywords: string;
  icon: LucideIcon;
  group: "Actions" | "Go to";
  /** Adds or changes something: hidden from viewers. */
  writes?: boolean;
  run: (ctx: CommandContext) => void;
};

const open = (id: string, label: string, keywords: string, icon: LucideIcon, to: string): PaletteCommand => ({
  id,
  label,
  keywords,
  icon,
  group: "Actions",
  writes: true,
  run: ({ navigate }) => navigate(to),
});

const pipelineView = (view: "table" | "board", icon: LucideIcon): PaletteCommand => ({
  id: `pipeline-${view}`,
  label: `Switch pipeline to ${view} view`,
  keywords: "pipeline view layout kanban",
  icon,
  group: "Actions",
  run: ({ navigate, queryClient }) => {
    navigate("/companies");
    savePipelineView(view).then(
      () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
      (error: unknown) => toast.error(errorMessage(error, "Could not switch the pipeline view.")),
    );
  },
});

const actions: PaletteCommand[] = [
  // The pages open these dialogs from their address (?add=1): the palette needs nothing of their code.
  open("add-company", "Add Company", "new deal startup pipeline", Building2, "/companies?add=1"),
  open("add-contact", "Add Contact", "new person founder network", UserPlus, "/people?add=1"),
  open("add-lp", "Add LP", "new limited partner investor", Landmark, "/lps?add=1"),
  open("new-request", "New Request", "ticket development feature bug", ListPlus, "/development?add=1"),
  open("log-meeting", "Log a meeting", "meeting call network crm", CalendarPlus, "/networkcrm"),
  pipelineView("table", Table2),
  pipelineView("board", Columns3),
];

const pages: PaletteCommand[] = navSections
  .flatMap((section) => section.items.flatMap((item): NavLinkItem[] => (item.type === "group" ? item.items : [item])))
  .map((link) => ({
    id: `go-${link.to.slice(1)}`,
    label: `Go to ${link.label}`,
    keywords: "page open navigate",
    icon: link.icon,
    group: "Go to" as const,
    run: ({ navigate }: CommandContext) => navigate(link.to),
  }));

/** The commands that fit the typed text (every word found in the label or keywords); all of them when nothing is typed. */
export function matchingCommands(q: string, canWrite: boolean): PaletteCommand[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return [...actions, ...pages].filter(
    (c) => (canWrite || !c.writes) && words.every((w) => `${c.label} ${c.keywords}`.toLowerCase().includes(w)),
  );
}
