import { useState, type KeyboardEvent } from "react";
import { parseMoney } from "@shared/format";
import type { NamedItem } from "@shared/schemas/settings";
import { cn } from "@web/lib/cn";

export type CellField = "lead" | "pocId" | "introPoc" | "lpPoc" | "lpEmail" | "commitmentUsd";

type Props = {
  field: CellField;
  /** The cell's value as text (the POC's id for pocId, digits for the commitment). */
  value: string;
  shown: string;
  label: string;
  pocs: NamedItem[];
  readOnly: boolean;
  onSave: (field: CellField, text: string) => void;
};

const editorClass = "h-7 w-full rounded-[5px] border border-ring bg-surface px-1.5 text-[13px] outline-none ring-2 ring-ring/30";

/** A cell that turns into an input on double-click (Enter or leaving it saves; Escape cancels). */
export function EditableCell({ field, value, shown, label, pocs, readOnly, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const finish = (text: string | null) => {
    setDraft(null);
    if (text !== null && text !== value) onSave(field, text);
  };
  const keys = (e: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (e.key === "Enter") finish(e.currentTarget.value);
    if (e.key === "Escape") setDraft(null);
    e.stopPropagation();
  };
  const money = field === "commitmentUsd";
  return (
    <td
      className={cn("max-w-0 truncate px-2 text-[13px]", money && "tabular text-right", field !== "lead" && "text-muted-foreground")}
      title={shown || undefined}
      onDoubleClick={() => !readOnly && setDraft(value)}
    >
      {draft === null ? (
        shown
      ) : field === "pocId" ? (
        <select
          aria-label={label}
          autoFocus
          className={editorClass}
          value={draft}
          onChange={(e) => finish(e.target.value)}
          onBlur={(e) => finish(e.target.value)}
          onKeyDown={keys}
          onMouseDown={(e) => e.stopPropagation()}
        >
          <option value="">No POC</option>
          {pocs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          aria-label={label}
          autoFocus
          className={cn(editorClass, money && "text-right")}
          value={draft}
          inputMode={money ? "numeric" : undefined}
          onChange={(e) => setDraft(money ? e.target.value.replace(/[^\d,.$kmbKMB]/g, "") : e.target.value)}
          onBlur={(e) => finish(e.target.value)}
          onKeyDown={keys}
          onMouseDown={(e) => e.stopPropagation()}
        />
      )}
    </td>
  );
}

/** A typed commitment as whole dollars (null when empty, NaN when not an amount). */
export const commitmentFrom = (text: string) => parseMoney(text);
