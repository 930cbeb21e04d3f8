import { LogOut } from "lucide-react";
import { cn } from "@web/lib/cn";
import type { Me } from "@web/lib/session";
import { Avatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { Tooltip } from "@web/components/ui/tooltip";

type SidebarFooterProps = {
  me: Me;
  collapsed: boolean;
  signingOut: boolean;
  onOpenProfile: () => void;
  onSignOut: () => void;
};

/** The signed-in user (opens the profile dialog) and the sign-out action. */
export function SidebarFooter({ me, collapsed, signingOut, onOpenProfile, onSignOut }: SidebarFooterProps) {
  const { name, email, image } = me.user;
  return (
    <div className={cn("flex items-center gap-1 border-t border-border p-2", collapsed && "flex-col")}>
      <Tooltip content="Open profile" side="right" disabled={!collapsed}>
        <button
          type="button"
          onClick={onOpenProfile}
          aria-label={collapsed ? `Open profile: ${name}` : undefined}
          aria-haspopup="dialog"
          className="flex min-w-0 flex-1 items-center gap-2.5 rounded-md p-1.5 text-left transition-colors hover:bg-hover focus-visible:outline-offset-[-2px]"
        >
          <Avatar name={name || email} src={image} className="size-7" />
          {!collapsed && (
            <span className="min-w-0 flex-1">
              <span className="block truncate text-[13px] font-medium leading-4 text-foreground">{name}</span>
              <span className="block truncate text-xs text-muted-foreground">{email}</span>
            </span>
          )}
        </button>
      </Tooltip>
      <Tooltip content="Sign out" side="right">
        <Button variant="ghost" size="icon" onClick={onSignOut} disabled={signingOut} aria-label="Sign out">
          {signingOut ? <Spinner /> : <LogOut aria-hidden />}
        </Button>
      </Tooltip>
    </div>
  );
}
