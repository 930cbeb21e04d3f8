import { useState } from "react";
import { Check, Circle, Trash2 } from "lucide-react";
import { ageLabel, dueDateLabel, type DueTone } from "@shared/comment-labels";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { toast } from "@web/lib/toast";
import { useDeleteComment, useSetDone, type Comment } from "./api";
import { formatDateTime } from "@shared/format";
import { MentionText } from "@web/components/mentions/mention-picker";

const toneClass: Record<DueTone, string> = {
  overdue: "text-danger font-medium",
  soon: "text-warning-soft-foreground font-medium",
  later: "text-muted-foreground",
};

type CommentItemProps = { item: Comment; today: string; editable: boolean; showCompany: boolean };

/** One comment or reminder: author, age, due label, done toggle and delete (with confirmation). */
export function CommentItem({ item, today, editable, showCompany }: CommentItemProps) {
  const setDone = useSetDone();
  const remove = useDeleteComment();
  const [confirming, setConfirming] = useState(false);
  const noun = item.kind === "reminder" ? "Reminder" : "Comment";
  const due = item.dueDate ? dueDateLabel(item.dueDate, today, item.done) : null;

  const toggle = () =>
    setDone.mutate(
      { id: item.id, done: !item.done, version: item.version },
      { onError: (error) => toast.error(`Could not update the reminder. ${errorMessage(error)}`) },
    );
  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => setConfirming(false),
      onError: (error) => toast.error(`Could not delete the ${noun.toLowerCase()}. ${errorMessage(error)}`),
    });

  return (
    <li className="group flex gap-3 py-3">
      {item.kind === "reminder" && (
        <button
          type="button"
          onClick={toggle}
          disabled={!editable || setDone.isPending}
          aria-pressed={item.done}
          aria-label={item.done ? `Mark "${item.text}" as not done` : `Mark "${item.text}" as done`}
          className={cn(
            "mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border transition-colors disabled:opacity-60",
            item.done
              ? "border-success bg-success text-primary-foreground"
              : "border-border-strong text-transparent hover:text-muted-foreground",
          )}
        >
          {item.done ? <Check className="size-3.5" aria-hidden /> : <Circle className="size-2" aria-hidden />}
        </button>
      )}
      <div className="min-w-0 flex-1">
        <p className={cn("text-sm break-words whitespace-pre-wrap", item.done && "text-muted-foreground line-through")}>
          <MentionText text={item.text} />
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          <span className="font-medium text-foreground/80">{item.authorName ?? "User"}</span>
          <span aria-hidden>·</span>
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
            {ageLabel(item.createdAt)}
          </time>
          {showCompany && (
            <>
              <span aria-hidden>·</span>
              <span>{item.companyName}</span>
            </>
          )}
          {due && (
            <>
              <span aria-hidden>·</span>
              <span className={toneClass[due.tone]}>Due {due.label}</span>
            </>
          )}
        </p>
      </div>
      {editable && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${noun.toLowerCase()} "${item.text.slice(0, 40)}"`}
          onClick={() => setConfirming(true)}
          className="opacity-70 group-hover:opacity-100 focus-visible:opacity-100"
        >
          <Trash2 aria-hidden />
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${noun}`}
        description={`Are you sure you want to delete this ${noun.toLowerCase()}? This action cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </li>
  );
}
