import type { LucideIcon } from "lucide-react";
import {
  Ban,
  Bug,
  ChevronDown,
  ChevronUp,
  Circle,
  CircleCheck,
  CircleDotDashed,
  Equal,
  Eye,
  FileText,
  Flame,
  FlaskConical,
  Gauge,
  Sparkles,
  WandSparkles,
} from "lucide-react";
import {
  ticketEfforts,
  ticketPriorities,
  ticketStatuses,
  ticketTypes,
  type TicketEffort,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
} from "@shared/constants/tickets";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

export type Tone = "neutral" | "accent" | "success" | "warning" | "danger";
type Meta = { icon: LucideIcon; tone: Tone };

export const statusMeta: Record<TicketStatus, Meta> = {
  "Not started": { icon: Circle, tone: "neutral" },
  "In progress": { icon: CircleDotDashed, tone: "accent" },
  "In review": { icon: Eye, tone: "warning" },
  Done: { icon: CircleCheck, tone: "success" },
  Blocked: { icon: Ban, tone: "danger" },
};

export const priorityMeta: Record<TicketPriority, Meta> = {
  Low: { icon: ChevronDown, tone: "neutral" },
  Medium: { icon: Equal, tone: "accent" },
  High: { icon: ChevronUp, tone: "warning" },
  Critical: { icon: Flame, tone: "danger" },
};

export const typeMeta: Record<TicketType, Meta> = {
  "Bug fix": { icon: Bug, tone: "danger" },
  "Feature request": { icon: Sparkles, tone: "accent" },
  Enhancement: { icon: WandSparkles, tone: "success" },
  Documentation: { icon: FileText, tone: "neutral" },
  Research: { icon: FlaskConical, tone: "warning" },
};

export const effortMeta: Record<TicketEffort, Meta> = Object.fromEntries(
  ticketEfforts.map((effort) => [effort, { icon: Gauge, tone: "neutral" as Tone }]),
) as Record<TicketEffort, Meta>;

/** Text colour of a tone, for icons shown without a badge. */
export const toneText: Record<Tone, string> = {
  neutral: "text-muted-foreground",
  accent: "text-primary",
  success: "text-success",
  warning: "text-warning-soft-foreground",
  danger: "text-danger",
};

export type TicketField = "status" | "priority" | "taskType" | "effortLevel";

export const fieldOptions = {
  status: { values: ticketStatuses, meta: statusMeta as Record<string, Meta>, label: "Status" },
  priority: { values: ticketPriorities, meta: priorityMeta as Record<string, Meta>, label: "Priority" },
  taskType: { values: ticketTypes, meta: typeMeta as Record<string, Meta>, label: "Type" },
  effortLevel: { values: ticketEfforts, meta: effortMeta as Record<string, Meta>, label: "Effort" },
} as const;

/** Icon of a status/priority/type/effort value in its tone. */
export function TicketIcon({ field, value, className }: { field: TicketField; value: string; className?: string }) {
  const meta = fieldOptions[field].meta[value];
  if (!meta) return null;
  const Icon = meta.icon;
  return <Icon className={cn("size-3.5 shrink-0", toneText[meta.tone], className)} aria-hidden />;
}

/** A soft, tinted badge with the value's icon. */
export function TicketBadge({ field, value, className }: { field: TicketField; value: string; className?: string }) {
  const meta = fieldOptions[field].meta[value];
  const Icon = meta?.icon;
  if (field === "status") {
    // Statuses are told apart by their icon; an outlined chip keeps the row calm.
    return (
      <span
        className={cn(
          "inline-flex h-6 items-center gap-1.5 rounded-md border border-border bg-surface px-1.5 text-xs font-medium whitespace-nowrap text-foreground",
          className,
        )}
      >
        <TicketIcon field="status" value={value} />
        {value}
      </span>
    );
  }
  return (
    <Badge tone={meta?.tone ?? "neutral"} className={cn("gap-1 rounded-md px-1.5", className)}>
      {Icon && <Icon className="size-3.5" aria-hidden />}
      {value}
    </Badge>
  );
}
