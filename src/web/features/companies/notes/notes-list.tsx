import { Copy, Trash2 } from "lucide-react";
import { formatDate, formatTimeOfDay } from "@shared/format";
import type { NoteSummary } from "@shared/schemas/notes";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { plainText } from "./markdown";

/** Today: the time; Yesterday; N days ago under 7; else a short date (spec part 2 §9). */
export function noteDateLabel(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(at)) / 86_400_000);
  if (days <= 0) return formatTimeOfDay(at);
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  return formatDate(at);
}

type NotesListProps = {
  notes: NoteSummary[];
  selectedId: string | null;
  editable: boolean;
  onSelect: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (note: NoteSummary) => void;
};

export function NotesList({ notes, selectedId, editable, onSelect, onDuplicate, onDelete }: NotesListProps) {
  return (
    <ul className="flex flex-col gap-1" aria-label="Notes">
      {notes.map((n) => (
        <li
          key={n.id}
          className={cn("group flex items-start gap-1 rounded-md", n.id === selectedId ? "bg-primary-soft" : "hover:bg-hover")}
        >
          <button
            type="button"
            onClick={() => onSelect(n.id)}
            aria-current={n.id === selectedId || undefined}
            className="min-w-0 flex-1 rounded-md px-3 py-2 text-left"
          >
            <span className="block truncate text-sm font-medium">{n.title}</span>
            <span className="block truncate text-xs text-muted-foreground">
              {noteDateLabel(n.updatedAt)} · {plainText(n.excerpt) || "Empty note"}
            </span>
          </button>
          {editable && (
            <div className="flex shrink-0 py-1.5 pr-1 opacity-70 group-hover:opacity-100">
              <Button variant="ghost" size="icon-sm" aria-label={`Duplicate note "${n.title}"`} onClick={() => onDuplicate(n.id)}>
                <Copy aria-hidden />
              </Button>
              <Button variant="ghost" size="icon-sm" aria-label={`Delete note "${n.title}"`} onClick={() => onDelete(n)}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
