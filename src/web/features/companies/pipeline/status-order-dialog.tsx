import { useState } from "react";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { toast } from "@web/lib/toast";
import { pipelineStages, type PipelineStage } from "@shared/constants/pipeline";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { errorMessage } from "@web/lib/api-client";
import { SortableList, move } from "@web/components/sortable-list";
import { useUpdatePreferences } from "../api";
import { effectiveOrder } from "../stage";
import { StageBadge } from "../stage-badge";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; saved: PipelineStage[] | null };

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
      <SortableList items={order} label="Status order" onReorder={setOrder} itemLabel={(stage) => stage}>
        {(stage, i, handle) => (
          <>
            <span {...handle} className="-ml-1 inline-flex size-6 cursor-grab items-center justify-center rounded active:cursor-grabbing">
              <GripVertical className="size-4 shrink-0 text-subtle-foreground" aria-hidden />
            </span>
            <span className="w-5 text-xs text-subtle-foreground tabular">{i + 1}</span>
            <StageBadge stage={stage} grouped />
            <span className="ml-auto flex">
              <Button
                size="icon-sm"
                variant="ghost"
                aria-label={`Move ${stage} up`}
                disabled={i === 0}
                onClick={() => setOrder((o) => move(o, i, i - 1))}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                size="icon-sm"
                variant="ghost"
                aria-label={`Move ${stage} down`}
                disabled={i === order.length - 1}
                onClick={() => setOrder((o) => move(o, i, i + 1))}
              >
                <ArrowDown aria-hidden />
              </Button>
            </span>
          </>
        )}
      </SortableList>
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
