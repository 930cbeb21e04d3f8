import { useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { ChevronDown, ChevronRight } from "lucide-react";
import { formatMoney } from "@shared/format";
import type { LpCrmRow, LpSubboard } from "@shared/schemas/lps";
import type { NamedItem } from "@shared/schemas/settings";
import { useBoardColumn } from "@web/components/board-dnd";
import { cn } from "@web/lib/cn";
import { useWindow } from "@web/lib/use-window";
import { CrmRow, ROW_HEIGHT } from "./crm-row";
import type { CellField } from "./editable-cell";

type Props = {
  subboard: LpSubboard;
  rows: LpCrmRow[];
  pocs: NamedItem[];
  pocLabel: string;
  readOnly: boolean;
  /** A lead search is active: an empty subboard means "no match", not "no rows". */
  searching?: boolean;
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onSaveCell: (row: LpCrmRow, field: CellField, text: string) => void;
  onAskDelete: (row: LpCrmRow) => void;
  onSaveHeader: (subboard: LpSubboard, name: string, color: string) => void;
};

const headers = ["Lead", "", "Intro POC", "LP POC", "LP Email", "Commitment"];

/** A collapsible subboard: colour bar, name, count, its rows (windowed when long) and the total of their commitments. */
export function SubboardPanel(props: Props) {
  const { subboard, rows, pocs, pocLabel, readOnly, selected, onSelect } = props;
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState(false);
  const drop = useBoardColumn(subboard.id);
  const scroller = useRef<HTMLDivElement>(null);
  const { start, end, padTop, padBottom } = useWindow(scroller, rows.length, ROW_HEIGHT);
  const total = rows.reduce((sum, r) => sum + (r.commitmentUsd ?? 0), 0);
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const bodyId = `subboard-${subboard.id}`;

  return (
    <section
      ref={drop.ref}
      aria-label={subboard.name}
      data-drop-over={drop.isOver || undefined}
      className={cn(
        "overflow-hidden rounded-lg border border-border bg-surface transition-shadow",
        drop.canDrop && "border-dashed border-border-strong",
        drop.isOver && "ring-2 ring-ring/50",
      )}
    >
      <div className="h-1.5" style={{ backgroundColor: subboard.color }} aria-hidden />
      <header
        className="flex min-h-11 items-center gap-2 px-3 py-1.5"
        onDoubleClick={() => !readOnly && setEditing(true)}
        title={readOnly ? undefined : "Double-click to rename or recolour"}
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={`${open ? "Collapse" : "Expand"} ${subboard.name}`}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-hover"
        >
          {open ? <ChevronDown className="size-4" aria-hidden /> : <ChevronRight className="size-4" aria-hidden />}
        </button>
        {editing ? (
          <HeaderEditor subboard={subboard} onDone={() => setEditing(false)} onSave={props.onSaveHeader} />
        ) : (
          <h2 className="truncate text-sm font-semibold">{subboard.name}</h2>
        )}
        <span className="rounded-full bg-hover px-2 py-0.5 text-xs text-muted-foreground tabular" aria-label={`${rows.length} items`}>
          {rows.length}
        </span>
      </header>
      {open && (
        <div id={bodyId} className="border-t border-border">
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container: focus lets the keyboard scroll it (axe: scrollable-region-focusable) */}
          <div ref={scroller} role="group" aria-label={`Rows of ${subboard.name}`} tabIndex={0} className="max-h-[26rem] overflow-auto">
            <table className="w-full min-w-[760px] table-fixed border-collapse">
              <colgroup>
                <col style={{ width: 36 }} />
                <col style={{ width: 32 }} />
                <col style={{ width: "22%" }} />
                <col style={{ width: "14%" }} />
                <col style={{ width: "13%" }} />
                <col style={{ width: "13%" }} />
                <col style={{ width: "20%" }} />
                <col style={{ width: "14%" }} />
              </colgroup>
              <thead className="sticky top-0 z-10 bg-surface-muted">
                <tr className="border-b border-border text-left text-xs text-muted-foreground">
                  <th scope="col" className="h-8 px-2">
                    <input
                      type="checkbox"
                      aria-label={`Select all in ${subboard.name}`}
                      checked={allSelected}
                      disabled={rows.length === 0}
                      onChange={(e) =>
                        onSelect(
                          rows.map((r) => r.id),
                          e.target.checked,
                        )
                      }
                      className="size-4 accent-primary align-middle"
                    />
                  </th>
                  <th scope="col" className="h-8">
                    <span className="sr-only">Move</span>
                  </th>
                  {headers.map((h, i) => (
                    <th key={i} scope="col" className={cn("h-8 px-2 font-medium", i === 5 && "text-right")}>
                      {i === 1 ? pocLabel : h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={8} className="px-3 py-4 text-[13px] text-muted-foreground">
                      {props.searching ? "No rows match your search." : readOnly ? "No rows." : "No rows yet. Drag a row here or add one."}
                    </td>
                  </tr>
                )}
                {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
                {rows.slice(start, end).map((row) => (
                  <CrmRow
                    key={row.id}
                    row={row}
                    pocs={pocs}
                    pocLabel={pocLabel}
                    readOnly={readOnly}
                    selected={selected.has(row.id)}
                    onSelect={(id, on) => onSelect([id], on)}
                    onSave={props.onSaveCell}
                    onAskDelete={props.onAskDelete}
                  />
                ))}
                {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
              </tbody>
            </table>
          </div>
          <div className="flex items-center justify-between border-t border-border bg-surface-muted px-3 py-2 text-[13px]">
            <span className="font-medium">Total</span>
            <span className="tabular font-semibold" data-testid="subboard-total">
              {formatMoney(total)}
            </span>
          </div>
        </div>
      )}
    </section>
  );
}

function HeaderEditor({ subboard, onDone, onSave }: { subboard: LpSubboard; onDone: () => void; onSave: Props["onSaveHeader"] }) {
  const [name, setName] = useState(subboard.name);
  const [color, setColor] = useState(subboard.color);
  const commit = () => {
    onDone();
    if (name.trim() && (name.trim() !== subboard.name || color !== subboard.color)) onSave(subboard, name.trim(), color);
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === "Enter") commit();
    if (e.key === "Escape") onDone();
  };
  // Leaving both inputs saves; moving between them does not.
  const blur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) commit();
  };
  return (
    <div className="flex items-center gap-2" onBlur={blur}>
      <input
        aria-label="Subboard name"
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={keys}
        className="h-7 w-48 rounded-[5px] border border-ring bg-surface px-1.5 text-sm font-semibold outline-none ring-2 ring-ring/30"
      />
      <input
        type="color"
        aria-label="Subboard colour"
        value={color}
        onChange={(e) => setColor(e.target.value)}
        onKeyDown={keys}
        className="h-7 w-9 cursor-pointer rounded-[5px] border border-border bg-surface p-0.5"
      />
    </div>
  );
}
