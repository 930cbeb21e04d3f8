import { Pencil, Trash } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Tooltip } from "@web/components/ui/tooltip";

/** The Edit and Delete icon buttons of a settings list row. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Tooltip content="Edit">
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
      </Tooltip>
      <Tooltip content="Delete">
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${name}`} className="hover:text-danger" onClick={onDelete}>
          <Trash aria-hidden />
        </Button>
      </Tooltip>
    </>
  );
}
