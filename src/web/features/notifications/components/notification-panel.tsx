import { useQuery } from "@tanstack/react-query";
import { AtSign, Bell, CalendarClock, Hourglass, Inbox, Mail, UserPlus, X } from "lucide-react";
import type { NotificationKind } from "@shared/constants/notifications";
import { formatDateTime } from "@shared/format";
import { ListState } from "@web/components/list-state";
import { Button } from "@web/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from "@web/components/ui/sheet";
import { cn } from "@web/lib/cn";
import { Link } from "@web/lib/router";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { notificationsQuery, useMarkAllRead, useMarkRead, type Notification } from "../api";

const icons: Record<NotificationKind, typeof Bell> = {
  reminder: CalendarClock,
  mention: AtSign,
  assignment: UserPlus,
  alert: Hourglass,
  intake: Inbox,
  import: Inbox,
  capture: Mail,
};

function Item({ n, onOpen }: { n: Notification; onOpen: () => void }) {
  const markRead = useMarkRead();
  const Icon = icons[n.kind];
  const unread = n.readAt === null;
  return (
    <li className={cn("flex items-start gap-3 px-4 py-3", unread && "bg-primary/5")}>
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <Link
          to={n.link}
          onClick={() => {
            if (unread) markRead.mutate(n.id);
            onOpen();
          }}
          className="line-clamp-3 text-[13px] text-foreground hover:underline focus-visible:underline"
        >
          {unread && <span className="sr-only">Unread: </span>}
          {n.text}
        </Link>
        <p className="mt-0.5 text-xs text-muted-foreground">{formatDateTime(n.createdAt)}</p>
      </div>
      {unread && (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(n.id, { onError: (e) => toast.error(errorMessage(e)) })}
          aria-label={`Mark read: ${n.text}`}
        >
          Mark read
        </Button>
      )}
    </li>
  );
}

/** The inbox: newest first, each item links to its record; mark one or all read. A sheet from the right (full width on phones). */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const query = useQuery(notificationsQuery());
  const readAll = useMarkAllRead();
  const unread = query.data?.unread ?? 0;
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="right"
        aria-describedby="notifications-description"
        className="w-[min(26rem,100vw)] border-l border-border bg-surface"
      >
        <div className="flex items-center gap-2 border-b border-border px-4 py-3">
          <SheetTitle className="flex-1 text-sm font-semibold">Notifications</SheetTitle>
          <Button
            variant="secondary"
            size="sm"
            disabled={!unread || readAll.isPending}
            onClick={() => readAll.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
          >
            Mark all read
          </Button>
          <SheetClose asChild>
            <Button variant="ghost" size="icon-sm" aria-label="Close notifications">
              <X aria-hidden />
            </Button>
          </SheetClose>
        </div>
        <SheetDescription id="notifications-description" className="sr-only">
          {unread ? `${unread} unread` : "No unread notifications"}. Reminders, mentions, assignments and alerts, newest first.
        </SheetDescription>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ListState
            query={query}
            items={query.data?.items}
            loadingLabel="Loading notifications"
            empty={<p className="px-4 py-10 text-center text-[13px] text-muted-foreground">You are all caught up.</p>}
          >
            {(items) => (
              <ul aria-label="Notifications" className="divide-y divide-border">
                {items.map((n) => (
                  <Item key={n.id} n={n} onOpen={onClose} />
                ))}
              </ul>
            )}
          </ListState>
        </div>
        <div className="border-t border-border px-4 py-2 text-xs">
          <Link to="/dashboard?profile=notifications" onClick={onClose} className="text-primary hover:underline">
            Notification settings
          </Link>
        </div>
      </SheetContent>
    </Sheet>
  );
}
