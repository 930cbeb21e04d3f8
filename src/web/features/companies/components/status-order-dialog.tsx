import { useState } from "react";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { toast } from "@web/lib/toast";
import { pipelineStages, type PipelineStage } from "@shared/constants/pipeline";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { useUpdatePreferences } from "../api";
import { effectiveOrder } from "../lib/stage";
import { StageBadge } from "./stage-badge";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; saved: PipelineStage[] | null };

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** Customize Status Order: drag (or use the arrows) to reorder the status groups; saved for you. */
export function StatusOrderDialog({ open, onOpenChange, saved }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">{open && <OrderEditor saved={saved} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function OrderEditor({ saved, onDone }: { saved: PipelineStage[] | null; onDone: () => void }) {
  const [order, setOrder] = useState(() => effectiveOrder(saved));
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const update = useUpdatePreferences();
  const isDefault = order.join() === pipelineStages.join();
  const save = () =>
    update.mutate(
      { statusOrder: isDefault ? null : order },
      { onSuccess: onDone, onError: (e) => toast.error("Could not save the order", { description: errorMessage(e) }) },
    );
  return (
    <>
      <DialogTitle>Customize Status Order</DialogTitle>
      <DialogDescription className="mt-1">Drag statuses into the order you want to see them in.</DialogDescription>
      <ol className="mt-4 flex flex-col gap-1" aria-label="Status order">
        {order.map((stage, i) => (
          <li
            key={stage}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData("text/plain", stage);
              e.dataTransfer.effectAllowed = "move";
              setDragIndex(i);
            }}
            onDragOver={(e) => {
              if (dragIndex === null) return;
              e.preventDefault();
              setOverIndex(i);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragIndex !== null && dragIndex !== i) setOrder((o) => move(o, dragIndex, i));
              setDragIndex(null);
              setOverIndex(null);
            }}
            onDragEnd={() => {
              setDragIndex(null);
              setOverIndex(null);
            }}
            className={cn(
              "flex h-9 cursor-grab items-center gap-2 rounded-md border border-border bg-surface pr-1 pl-2 active:cursor-grabbing",
              dragIndex === i && "opacity-40",
              overIndex === i && dragIndex !== i && "border-primary ring-2 ring-primary/20",
            )}
          >
            <GripVertical className="size-4 shrink-0 text-subtle-foreground" aria-hidden />
            <span className="w-5 text-xs text-subtle-foreground tabular">{i + 1}</span>
            <StageBadge stage={stage} grouped />
            <span className="ml-auto flex">
              <Button size="icon-sm" variant="ghost" aria-label={`Move ${stage} up`} disabled={i === 0} onClick={() => setOrder((o) => move(o, i, i - 1))}>
                <ArrowUp aria-hidden />
              </Button>
              <Button size="icon-sm" variant="ghost" aria-label={`Move ${stage} down`} disabled={i === order.length - 1} onClick={() => setOrder((o) => move(o, i, i + 1))}>
                <ArrowDown aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-5 flex items-center gap-2">
        <Button variant="ghost" onClick={() => setOrder([...pipelineStages])} disabled={isDefault}>
          Reset to Default
        </Button>
        <Button variant="secondary" className="ml-auto" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save} disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Order"}
        </Button>
      </div>
    </>
  );
}
