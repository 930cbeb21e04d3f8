import { memo } from "react";
import { MoreHorizontal } from "lucide-react";
import { pipelineStages } from "@shared/constants/pipeline";
import type { Company, CompanyCard } from "@shared/schemas/companies";
import { daysSince, formatCompactMoney } from "@shared/format";
import { Avatar } from "@web/components/ui/avatar";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import { cn } from "@web/lib/cn";
import { stageSlug } from "../lib/stage";
import { CompanyLogo } from "./company-logo";

type Props = { company: CompanyCard; readOnly: boolean; dragging: boolean; onOpen: (id: string) => void; onMove: (c: CompanyCard, stage: Company["stage"]) => void; onDragStart: (c: CompanyCard) => void; onDragEnd: () => void };

/** A board card: logo, name, one-liner, POC and days in pipeline; drag it or use "Move to…". */
function BoardCardView({ company: c, readOnly, dragging, onOpen, onMove, onDragStart, onDragEnd }: Props) {
  const poc = c.pocs[0];
  const days = daysSince(c.createdAt);
  return (
    <li
      draggable={!readOnly}
      data-company-id={c.id}
      onDragStart={(e) => {
        e.dataTransfer.setData("application/x-fundline-company", c.id);
        e.dataTransfer.setData("text/plain", c.name);
        e.dataTransfer.effectAllowed = "move";
        onDragStart(c);
      }}
      onDragEnd={onDragEnd}
      className={cn(
        "group relative rounded-lg border border-border bg-surface p-3 shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition-[box-shadow,opacity,border-color] hover:border-border-strong hover:shadow-[0_2px_6px_rgb(0_0_0/0.06)]",
        !readOnly && "cursor-grab active:cursor-grabbing",
        dragging && "opacity-40",
      )}
    >
      <div className="flex items-start gap-2.5">
        <CompanyLogo name={c.name} url={c.logoUrl} />
        <div className="min-w-0 flex-1">
          <button type="button" onClick={() => onOpen(c.id)} className="block max-w-full truncate text-left text-[13px] font-semibold text-foreground after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {c.name}
          </button>
          <p className="mt-0.5 line-clamp-2 text-xs leading-4 text-muted-foreground">{c.oneLiner || "No description"}</p>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
        {poc ? (
          <span className="flex min-w-0 items-center gap-1.5">
            <Avatar name={poc.name} className="size-5 text-[10px]" />
            <span className="truncate">{poc.name.split(" ")[0]}</span>
          </span>
        ) : (
          <span className="text-subtle-foreground">No POC</span>
        )}
        {c.valuation !== null && <span className="tabular text-foreground/80">{formatCompactMoney(c.valuation)}</span>}
        <span className="ml-auto shrink-0 tabular" title={`${days} days in pipeline`}>
          {days}d
        </span>
      </div>
      {!readOnly && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            aria-label={`Move ${c.name} to…`}
            className="absolute top-2 right-2 z-[1] inline-flex size-6 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 hover:bg-hover hover:text-foreground focus-visible:opacity-100 data-[state=open]:opacity-100"
          >
            <MoreHorizontal className="size-4" aria-hidden />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Move to…</DropdownMenuLabel>
            {pipelineStages
              .filter((s) => s !== c.stage)
              .map((s) => (
                <DropdownMenuItem key={s} onSelect={() => onMove(c, s)}>
                  <span data-stage={stageSlug(s)} className="size-2 rounded-full bg-[var(--tint)]" aria-hidden />
                  {s}
                </DropdownMenuItem>
              ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </li>
  );
}

export const BoardCard = memo(BoardCardView);
