import type { LucideIcon } from "lucide-react";
import { Contact, Tags } from "lucide-react";
import type { NamedListKind } from "./api";

export type NamedListText = {
  kind: NamedListKind;
  title: string;
  description: string;
  icon: LucideIcon;
  column: string;
  addLabel: string;
  emptyTitle: string;
  firstLabel: string;
  /** "point of contact", "subsector": used in confirmations. */
  noun: string;
};

export const namedLists: Record<NamedListKind, NamedListText> = {
  pocs: {
    kind: "pocs",
    title: "Points of Contact",
    description: "Team members who own deals and relationships.",
    icon: Contact,
    column: "Contact Name",
    addLabel: "Add New POC",
    emptyTitle: "No points of contact found",
    firstLabel: "Add Your First POC",
    noun: "point of contact",
  },
  subsectors: {
    kind: "subsectors",
    title: "Subsectors",
    description: "Labels to group companies within a sector.",
    icon: Tags,
    column: "Subsector Name",
    addLabel: "Add New Subsector",
    emptyTitle: "No subsectors found",
    firstLabel: "Add Your First Subsector",
    noun: "subsector",
  },
};
