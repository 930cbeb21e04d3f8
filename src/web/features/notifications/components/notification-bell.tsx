import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { lazyPage } from "@web/lib/lazy-page";
import { cn } from "@web/lib/cn";
import { Tooltip } from "@web/components/ui/tooltip";
import { notificationsQuery } from "../api";

// The panel (sheet, list, actions) loads the first time the bell is pressed.
const NotificationPanel = lazyPage(() => import("./notification-panel").then((m) => m.NotificationPanel), null);
const preload = () => void NotificationPanel.preload();

const countLabel = (n: number) => (n > 99 ? "99+" : String(n));

/**
 * The shell's bell with the unread count (kept live: the event stream's inbox signals refresh the
 * query). `variant="row"` is the sidebar's row, "icon" the phone top bar's button.
 */
export function NotificationBell({ variant, collapsed = false }: { variant: "row" | "icon"; collapsed?: boolean }) {
  const [open, setOpen] = useState(false);
  const unread = useQuery(notificationsQuery()).data?.unread ?? 0;
  const label = unread ? `Notifications, ${unread} unread` : "Notifications";
  const badge = unread > 0 && (
    <span
      className={cn(
        "tabular rounded-full bg-primary px-1.5 text-[11px] leading-4 font-semibold text-primary-foreground",
        (variant === "icon" || collapsed) && "absolute -top-0.5 -right-0.5 min-w-4 px-1 text-center",
      )}
      aria-hidden
    >
      {countLabel(unread)}
    </span>
  );
  const button =
    variant === "icon" ? (
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={label}
        aria-haspopup="dialog"
        className="relative inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-hover hover:text-foreground"
      >
        <Bell className="size-5" aria-hidden />
        {badge}
      </button>
    ) : (
      <Tooltip content="Notifications" side="right" disabled={!collapsed}>
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
          aria-label={label}
          aria-haspopup="dialog"
          className={cn(
            "relative flex h-8 items-center gap-2 rounded-md text-[13px] text-muted-foreground transition-colors hover:bg-hover hover:text-foreground",
            collapsed ? "mx-auto mb-3 w-8 justify-center" : "mx-3 mb-3 px-2",
          )}
        >
          <Bell className="size-4 shrink-0" aria-hidden />
          {!collapsed && <span className="flex-1 text-left">Notifications</span>}
          {badge}
        </button>
      </Tooltip>
    );
  return (
    <>
      {button}
      {open && <NotificationPanel onClose={() => setOpen(false)} />}
    </>
  );
}
