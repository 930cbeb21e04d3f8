import { memo } from "react";
import { addSectors, editRounds, pipelineStages, type PipelineStage } from "@shared/constants/pipeline";
import type { CompanyCard } from "@shared/schemas/companies";
import type { NamedItem } from "@shared/schemas/settings";
import { daysSince, displayHost, shortDescription, websiteHref } from "@shared/format";
import { cn } from "@web/lib/cn";
import type { CustomField } from "@shared/schemas/custom-fields";
import { FieldValue } from "@web/components/custom-fields/field-value";
import type { EditField, Editing } from "./use-row-click";
import { CompanyLogo } from "../company-logo";
import { InlineSelect } from "./inline-select";
import { StageBadge } from "../stage-badge";

export type RowHandlers = {
  onRowClick: (id: string, event: React.MouseEvent) => void;
  onOpen: (id: string) => void;
  onCellDoubleClick: (id: string, field: EditField) => void;
  onCloseEdit: () => void;
  onSave: (company: CompanyCard, field: EditField, value: string) => void;
};

type Props = RowHandlers & {
  company: CompanyCard;
  editing: Editing;
  pocs: NamedItem[];
  readOnly: boolean;
  groupedLabels?: boolean;
  /** Custom field columns chosen for the table, after the built-in ones. */
  extra?: CustomField[];
};

const td = "h-[52px] px-3 align-middle text-[13px]";
const muted = <span className="text-subtle-foreground">—</span>;
const opts = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

function CompanyRowView({ company: c, editing, pocs, readOnly, groupedLabels, extra = [], ...h }: Props) {
  const isEditing = (f: EditField) => editing?.id === c.id && editing.field === f;
  // Double-click, or Enter on the focused cell (keyboard users reach it with Tab), edits it.
  const editable = (field: EditField) =>
    readOnly
      ? {}
      : {
          onDoubleClick: () => h.onCellDoubleClick(c.id, field),
          onKeyDown: (e: React.KeyboardEvent) => {
            if (e.key === "Enter" && e.target === e.currentTarget && !isEditing(field)) {
              e.preventDefault();
              h.onCellDoubleClick(c.id, field);
            }
          },
          tabIndex: 0,
          title: "Double-click or press Enter to edit",
          className: cn(td, "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"),
        };
  const select = (field: EditField, label: string, value: string, options: { value: string; label: string }[]) => (
    <InlineSelect label={label} value={value} options={options} onSave={(v) => h.onSave(c, field, v)} onClose={h.onCloseEdit} />
  );
  const [first, ...others] = c.pocs;
  return (
    <tr
      tabIndex={0}
      aria-label={c.name}
      data-company-id={c.id}
      onClick={(e) => h.onRowClick(c.id, e)}
      onKeyDown={(e) => {
        if (e.key === "Enter" && e.target === e.currentTarget) h.onOpen(c.id);
      }}
      className="cursor-pointer border-b border-border bg-surface transition-colors outline-none last:border-b-0 hover:bg-hover focus-visible:bg-selected"
    >
      <td className={td}>
        <div className="flex min-w-0 items-center gap-2.5">
          <CompanyLogo name={c.name} url={c.logoUrl} />
          <div className="min-w-0">
            <div className="truncate font-medium text-foreground">{c.name}</div>
            {c.website ? (
              <a
                href={websiteHref(c.website)}
                target="_blank"
                rel="noreferrer noopener"
                className="block truncate text-xs text-muted-foreground hover:text-primary hover:underline"
              >
                {displayHost(c.website)}
              </a>
            ) : (
              <div className="text-xs text-subtle-foreground">No website</div>
            )}
          </div>
        </div>
      </td>
      <td className={td} {...editable("poc")}>
        {isEditing("poc") ? (
          select("poc", `POC of ${c.name}`, first?.id ?? "", [
            { value: "", label: "No POC" },
            ...pocs.map((p) => ({ value: p.id, label: p.name })),
          ])
        ) : first ? (
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="truncate">{first.name}</span>
            {others.length > 0 && (
              <span
                className="shrink-0 rounded-sm bg-hover px-1 text-xs text-muted-foreground tabular"
                title={others.map((p) => p.name).join(", ")}
              >
                +{others.length}
              </span>
            )}
          </span>
        ) : (
          muted
        )}
      </td>
      <td className={cn(td, "text-muted-foreground")}>
        <span className="line-clamp-2 leading-[18px]" title={c.oneLiner && c.oneLiner.length > 100 ? c.oneLiner : undefined}>
          {shortDescription(c.oneLiner) || muted}
        </span>
      </td>
      <td className={td} {...editable("round")}>
        {isEditing("round") ? (
          select("round", `Round of ${c.name}`, c.round ?? "", opts(editRounds))
        ) : (
          <span className="truncate">{c.round || muted}</span>
        )}
      </td>
      <td className={td} {...editable("sector")}>
        {isEditing("sector") ? (
          select("sector", `Sector of ${c.name}`, c.sector ?? "", opts(addSectors))
        ) : (
          <span className="block truncate">{c.sector || muted}</span>
        )}
      </td>
      <td className={cn(td, "text-right tabular text-muted-foreground")}>{daysSince(c.createdAt)}</td>
      <td className={td} {...editable("stage")}>
        {isEditing("stage") ? (
          select("stage", `Status of ${c.name}`, c.stage, opts(pipelineStages))
        ) : (
          <StageBadge stage={c.stage as PipelineStage} grouped={groupedLabels} />
        )}
      </td>
      {extra.map((f) => (
        <td key={f.id} className={cn(td, f.type === "money" || f.type === "number" ? "text-right tabular" : "")}>
          <span className="block truncate">
            <FieldValue field={f} value={c.customFields?.[f.key]} empty={muted} />
          </span>
        </td>
      ))}
    </tr>
  );
}

export const CompanyRow = memo(CompanyRowView);
