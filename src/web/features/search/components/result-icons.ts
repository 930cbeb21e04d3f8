import type { LucideIcon } from "lucide-react";
import Building2 from "lucide-react/icons/building-complex";
import CodeXml from "lucide-react/icons/code-xml";
import FileText from "lucide-react/icons/file-text";
import KanbanSquare from "lucide-react/icons/square-kanban";
import Landmark from "lucide-react/icons/landmark";
import MessageSquare from "lucide-react/icons/message-square";
import NotebookPen from "lucide-react/icons/notebook-pen";
import User from "lucide-react/icons/user";
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
