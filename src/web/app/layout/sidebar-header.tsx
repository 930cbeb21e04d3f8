import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { cn } from "@web/lib/cn";
import { Button } from "@web/components/ui/button";
import { Tooltip } from "@web/components/ui/tooltip";

type SidebarHeaderProps = {
  orgName: string;
  collapsed: boolean;
  /** Desktop only: the collapse/expand toggle. */
  onToggleCollapsed?: () => void;
};

/** Organisation mark (first letter, fallback "O"), name and caption. */
export function SidebarHeader({ orgName, collapsed, onToggleCollapsed }: SidebarHeaderProps) {
  const letter = (orgName.trim()[0] ?? "O").toUpperCase();
  const toggleLabel = collapsed ? "Expand sidebar" : "Collapse sidebar";
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <div className={cn("flex items-center gap-2.5 px-3 pt-3 pb-4", collapsed && "flex-col gap-2 px-0")}>
      <div
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-semibold text-primary-foreground shadow-[inset_0_1px_0_rgb(255_255_255/0.15)]"
        aria-hidden
      >
        {letter}
      </div>
      {!collapsed && (
        <div className="min-w-0 flex-1">
          <p className="truncate text-[13px] font-semibold leading-4 text-foreground">{orgName || "Organisation"}</p>
          <p className="truncate text-xs text-muted-foreground">Management Platform</p>
        </div>
      )}
      {onToggleCollapsed && (
        <Tooltip content={toggleLabel} side="right">
          <Button variant="ghost" size="icon-sm" onClick={onToggleCollapsed} aria-label={toggleLabel}>
            <ToggleIcon aria-hidden />
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
