import { memo } from "react";
import { GripVertical } from "lucide-react";
import { formatMoney } from "@shared/format";
import type { LpCrmRow } from "@shared/schemas/lps";
import type { NamedItem } from "@shared/schemas/settings";
import { useBoardItem } from "@web/components/board-dnd";
import { cn } from "@web/lib/cn";
import { EditableCell, type CellField } from "./editable-cell";

export const ROW_HEIGHT = 40;

type Props = {
  row: LpCrmRow;
  pocs: NamedItem[];
  pocLabel: string;
  readOnly: boolean;
  selected: boolean;
  onSelect: (id: string, on: boolean) => void;
  onSave: (row: LpCrmRow, field: CellField, text: string) => void;
  onAskDelete: (row: LpCrmRow) => void;
};

/** One row: drag it by the grip (or anywhere with mouse or finger), double-click a cell to edit, right-click to delete. */
export const CrmRow = memo(function CrmRow({ row, pocs, pocLabel, readOnly, selected, onSelect, onSave, onAskDelete }: Props) {
  const { ref, listeners, handle, isDragging } = useBoardItem(row.id, row.subboardId, readOnly);
  const save = (field: CellField, text: string) => onSave(row, field, text);
  const cell = (field: CellField, value: string, shown: string, label: string) => (
    <EditableCell
      field={field}
      value={value}
      shown={shown}
      label={`${label} of ${row.lead}`}
      pocs={pocs}
      readOnly={readOnly}
      onSave={save}
    />
  );
  return (
    <tr
      ref={ref}
      {...listeners}
      data-row-id={row.id}
      style={{ height: ROW_HEIGHT }}
      className={cn("border-b border-border hover:bg-hover", isDragging && "opacity-40", selected && "bg-selected")}
      onContextMenu={(e) => {
        if (readOnly) return;
        e.preventDefault();
        onAskDelete(row);
      }}
    >
      <td className="px-2">
        <input
          type="checkbox"
          aria-label={`Select ${row.lead}`}
          checked={selected}
          onChange={(e) => onSelect(row.id, e.target.checked)}
          onMouseDown={(e) => e.stopPropagation()}
          className="size-4 accent-primary align-middle"
        />
      </td>
      <td className="px-0.5">
        {!readOnly && (
          <button
            type="button"
            {...handle}
            ref={handle.ref}
            aria-label={`Move ${row.lead}`}
            className="inline-flex size-7 cursor-grab items-center justify-center rounded-md text-subtle-foreground hover:bg-hover hover:text-foreground"
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        )}
      </td>
      {cell("lead", row.lead, row.lead, "Lead")}
      {cell("pocId", row.pocId ?? "", row.pocName ?? "", pocLabel)}
      {cell("introPoc", row.introPoc ?? "", row.introPoc ?? "", "Intro POC")}
      {cell("lpPoc", row.lpPoc ?? "", row.lpPoc ?? "", "LP POC")}
      {cell("lpEmail", row.lpEmail ?? "", row.lpEmail ?? "", "LP Email")}
      {cell(
        "commitmentUsd",
        row.commitmentUsd === null ? "" : String(row.commitmentUsd),
        row.commitmentUsd === null ? "" : formatMoney(row.commitmentUsd),
        "Commitment",
      )}
    </tr>
  );
});

/** The row as it follows the pointer: the same grip, lead, POCs and commitment, in a lifted card. */
export function CrmRowPreview({ row }: { row: LpCrmRow }) {
  return (
    <div
      data-testid="drag-preview"
      style={{ height: ROW_HEIGHT }}
      className="flex w-full max-w-[calc(100vw-1rem)] cursor-grabbing items-center gap-3 rounded-md border border-border-strong bg-surface pr-3 pl-1.5 text-[13px] shadow-overlay"
    >
      <GripVertical className="size-4 shrink-0 text-subtle-foreground" aria-hidden />
      <span className="min-w-0 flex-1 truncate font-medium text-foreground">{row.lead}</span>
      {row.pocName && <span className="hidden max-w-40 truncate text-muted-foreground sm:inline">{row.pocName}</span>}
      {row.lpEmail && <span className="hidden max-w-56 truncate text-muted-foreground md:inline">{row.lpEmail}</span>}
      <span className="tabular shrink-0 font-medium text-foreground">
        {row.commitmentUsd === null ? "" : formatMoney(row.commitmentUsd)}
      </span>
    </div>
  );
}
