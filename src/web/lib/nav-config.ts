import type { LucideIcon } from "lucide-react";
import {
  BookUser,
  Building,
  ChartColumn,
  ChartPie,
  Briefcase,
  CodeXml,
  Handshake,
  House,
  KanbanSquare,
  Landmark,
  Network,
  Settings,
  SquareKanban,
  Users,
} from "lucide-react";

export type NavLinkItem = { type: "link"; to: string; label: string; icon: LucideIcon };

export type NavGroupItem = {
  type: "group";
  id: "portfolio" | "lps" | "network";
  label: string;
  icon: LucideIcon;
  /** The group is highlighted when the path starts with one of these. */
  prefixes: string[];
  items: NavLinkItem[];
};

export type NavSection = { label?: string; items: (NavLinkItem | NavGroupItem)[] };

const link = (to: string, label: string, icon: LucideIcon): NavLinkItem => ({ type: "link", to, label, icon });

export const navSections: NavSection[] = [
  {
    items: [
      link("/dashboard", "Home", House),
      link("/companies", "Pipeline", SquareKanban),
      {
        type: "group",
        id: "portfolio",
        label: "Portfolio",
        icon: Briefcase,
        prefixes: ["/portfolio"],
        items: [
          link("/portfoliocompanies", "Portfolio Companies", Building),
          link("/portfoliomanagement", "Portfolio Management", ChartPie),
          link("/portfoliostats", "Portfolio Stats", ChartColumn),
        ],
      },
      {
        type: "group",
        id: "lps",
        label: "LPs",
        icon: Landmark,
        prefixes: ["/lp"],
        items: [link("/lps", "Existing LPs", Users), link("/lpcrm", "LP CRM", KanbanSquare)],
      },
      {
        type: "group",
        id: "network",
        label: "Network",
        icon: Network,
        prefixes: ["/people", "/network"],
        items: [link("/people", "Network Directory", BookUser), link("/networkcrm", "Network CRM", Handshake)],
      },
    ],
  },
  {
    label: "Administration",
    items: [link("/settings", "Settings", Settings), link("/development", "Development", CodeXml)],
  },
];

export const SIDEBAR_COLLAPSED_KEY = "fundline.sidebar.collapsed";
export const SIDEBAR_GROUPS_KEY = "fundline.sidebar.groups";

export function isGroupActive(group: NavGroupItem, pathname: string): boolean {
  return group.prefixes.some((prefix) => pathname.startsWith(prefix));
}
