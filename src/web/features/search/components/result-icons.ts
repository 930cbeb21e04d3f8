import type { LucideIcon } from "lucide-react";
import { Building2, CodeXml, FileText, KanbanSquare, Landmark, MessageSquare, NotebookPen, User } from "lucide-react";
import type { SearchType } from "@shared/schemas/search";

/** Group headings and icons, in the words of the pages the records live on. */
export const resultKinds: Record<SearchType, { heading: string; icon: LucideIcon }> = {
  company: { heading: "Companies", icon: Building2 },
  person: { heading: "People", icon: User },
  lp: { heading: "LPs", icon: Landmark },
  lpRow: { heading: "LP CRM", icon: KanbanSquare },
  ticket: { heading: "Requests", icon: CodeXml },
  note: { heading: "Notes", icon: NotebookPen },
  comment: { heading: "Comments", icon: MessageSquare },
  document: { heading: "Documents", icon: FileText },
};
