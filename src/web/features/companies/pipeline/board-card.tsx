import { createContext, memo, useContext, useState } from "react";
import { MoreHorizontal } from "lucide-react";
import { pipelineStages } from "@shared/constants/pipeline";
import type { Company, CompanyCard } from "@shared/schemas/companies";
import { daysSince, formatCompactMoney } from "@shared/format";
import { Avatar } from "@web/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  menuOpenKeys,
  preloadMenu,
} from "@web/components/ui/dropdown-menu";
import { StandInTrigger } from "@web/components/ui/stand-in-trigger";
import { cn } from "@web/lib/cn";
import { useBoardItem } from "@web/components/board-dnd";
import { stageSlug } from "../stage";
import { CompanyLogo } from "../company-logo";
import type { CustomField } from "@shared/schemas/custom-fields";
import { formatFieldValue } from "@web/components/custom-fields/format-value";
import { FieldValue } from "@web/components/custom-fields/field-value";

/** The custom fields the board shows as chips on each card (the page's chosen columns, cols=…). */
export const BoardChips = createContext<CustomField[]>([]);

/** A card's chips: each chosen field with a value, as "Name: value". */
function CardChips({ card }: { card: CompanyCard }) {
  const fields = useContext(BoardChips);
  const chips = fields
    .map((f) => ({ f, value: (card.customFields as Record<string, unknown> | undefined)?.[f.key] }))
    .filter((c) => formatFieldValue(c.f, c.value));
  if (!chips.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1" aria-label="Fields">
      {chips.map(({ f, value }) => (
        <li
          key={f.key}
          className="max-w-full truncate rounded-sm border border-border bg-surface-muted px-1.5 py-0.5 text-[11px] leading-4"
        >
          <span className="text-muted-foreground">{f.name}:</span> <FieldValue field={f} value={value} />
        </li>
      ))}
    </ul>
  );
}

type Props = {
  company: CompanyCard;
  readOnly: boolean;
  onOpen: (id: string) => void;
  onMove: (c: CompanyCard, stage: Company["stage"]) => void;
};

/** A board card that can be dragged to another column (mouse, finger or keyboard). */
function DraggableBoardCard(props: Props) {
  const drag = useBoardItem(props.company.id, props.company.stage, props.readOnly);
  return <BoardCardView {...props} drag={drag} />;
}

type Drag = ReturnType<typeof useBoardItem>;

/** A board card: logo, name, one-liner, POC and days in the current stage; drag it or use "Move to…". */
export function BoardCardView({ company: c, readOnly, onOpen, onMove, drag, overlay }: Props & { drag?: Drag; overlay?: boolean }) {
  const poc = c.pocs[0];
  const days = daysSince(c.stageEnteredAt);
  return (
    <li
      ref={drag?.ref}
      {...drag?.listeners}
      data-company-id={overlay ? undefined : c.id}
      className={cn(
        "group relative rounded-lg border border-border bg-surface p-3 shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition-[box-shadow,opacity,border-color] hover:border-border-strong hover:shadow-[0_2px_6px_rgb(0_0_0/0.06)]",
        !readOnly && "cursor-grab active:cursor-grabbing",
        drag?.isDragging && "opacity-40",
        // A card out of sight (lower in its column, or in a column off screen) is not styled, laid
        // out or painted until scrolled near: a phone shows six of the board's 160 first cards.
        overlay ? "cursor-grabbing list-none shadow-overlay" : "[contain-intrinsic-size:auto_7rem] [content-visibility:auto]",
      )}
    >
      <div className="flex items-start gap-2.5">
        <CompanyLogo name={c.name} url={c.logoUrl} />
        <div className="min-w-0 flex-1">
          <button
            type="button"
            {...drag?.handle}
            onClick={() => onOpen(c.id)}
            className="block max-w-full truncate text-left text-[13px] font-semibold text-foreground after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {c.name}
          </button>
          <p className="mt-0.5 line-clamp-2 text-xs leading-4 text-muted-foreground">{c.oneLiner || "No description"}</p>
        </div>
      </div>
      <CardChips card={c} />
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
        <span className="ml-auto shrink-0 tabular" title={`${days} ${days === 1 ? "day" : "days"} in ${c.stage}`}>
          <span className="sr-only">In stage for </span>
          {days}d
        </span>
      </div>
      {!readOnly && <MoveMenu company={c} onMove={onMove} />}
    </li>
  );
}

export const BoardCard = memo(DraggableBoardCard);

// Shown on hover or focus; always on a touch screen, which has no hover.
const moveTrigger =
  "absolute top-2 right-2 z-[1] inline-flex size-6 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 hover:bg-hover hover:text-foreground focus-visible:opacity-100 data-[state=open]:opacity-100 pointer-coarse:opacity-100";

/**
 * The card's "Move to…" menu. Until first used it is one plain button (see StandInTrigger), not
 * the kit's menu: a board draws hundreds of cards, and the menu's own stand-in is four components.
 */
function MoveMenu({ company: c, onMove }: Pick<Props, "company" | "onMove">) {
  const [used, setUsed] = useState(false);
  const label = `Move ${c.name} to…`;
  const icon = <MoreHorizontal className="size-4" aria-hidden />;
  if (!used)
    return (
      <StandInTrigger
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        className={moveTrigger}
        openKeys={menuOpenKeys}
        onUse={() => setUsed(true)}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
      >
        {icon}
      </StandInTrigger>
    );
  return (
    <DropdownMenu modal={false} openOnMount>
      <DropdownMenuTrigger aria-label={label} className={moveTrigger}>
        {icon}
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
  );
}
