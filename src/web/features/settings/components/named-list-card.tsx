import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Plus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { namedListQuery } from "../api";
import type { NamedListText } from "../named-lists";
import { lazyPage } from "@web/lib/lazy-page";

// Form code loads when the dialog first opens, not with Settings.
const NamedListDialog = lazyPage(() => import("./named-list-dialog").then((m) => m.NamedListDialog), null);

/** Settings card with the list's size; opens the list dialog (or its add form). */
export function NamedListCard({ text, canEdit }: { text: NamedListText; canEdit: boolean }) {
  const list = useQuery(namedListQuery(text.kind));
  const [open, setOpen] = useState<false | "list" | "add">(false);
  const Icon = text.icon;
  const total = list.data?.total;
  return (
    <Card className="flex flex-col">
      <button
        type="button"
        onClick={() => setOpen("list")}
        aria-haspopup="dialog"
        aria-label={`${text.title}: ${total ?? "…"} total. Open list`}
        className="group flex flex-1 flex-col rounded-t-lg p-4 text-left transition-colors hover:bg-surface-muted focus-visible:outline-offset-[-2px]"
      >
        <span className="flex w-full items-center gap-2.5">
          <span className="flex size-7 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
            <Icon className="size-4" aria-hidden />
          </span>
          <span className="flex-1 text-sm font-semibold text-foreground">{text.title}</span>
          <ChevronRight className="size-4 text-subtle-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
        <span className="mt-2 text-[13px] text-muted-foreground">{text.description}</span>
        <span className="mt-4 flex items-baseline gap-1.5">
          {total === undefined ? (
            <Skeleton className="h-7 w-8" />
          ) : (
            <span className="tabular text-2xl font-semibold tracking-tight text-foreground">{total}</span>
          )}
          <span className="text-xs text-muted-foreground">total</span>
        </span>
      </button>
      {canEdit && (
        <div className="border-t border-border px-4 py-2.5">
          <Button variant="ghost" size="sm" className="-ml-2 text-foreground" onClick={() => setOpen("add")}>
            <Plus aria-hidden /> {text.addLabel}
          </Button>
        </div>
      )}
      {open !== false && (
        <NamedListDialog text={text} open onOpenChange={(next) => !next && setOpen(false)} canEdit={canEdit} focusForm={open === "add"} />
      )}
    </Card>
  );
}
