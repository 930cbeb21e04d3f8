import { cn } from "@web/lib/cn";
import { useLocalStorage } from "@web/lib/use-local-storage";
import type { Me } from "@web/lib/session";
import { SIDEBAR_COLLAPSED_KEY } from "@web/lib/nav-config";
import { SidebarFooter } from "./sidebar-footer";
import { SidebarHeader } from "./sidebar-header";
import { SidebarNav } from "./sidebar-nav";
import { SearchButton } from "@web/features/search/launcher";
import { NotificationBell } from "@web/features/notifications/components/notification-bell";

export type SidebarActions = {
  signingOut: boolean;
  onOpenProfile: () => void;
  onOpenSearch: () => void;
  onSignOut: () => void;
};

type SidebarBodyProps = SidebarActions & {
  me: Me;
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
};

/** Header, navigation and footer; shared by the desktop sidebar and the mobile menu. */
export function SidebarBody({ me, collapsed, onToggleCollapsed, onNavigate, onOpenSearch, ...actions }: SidebarBodyProps) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <SidebarHeader orgName={me.organization.name} collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} />
      <SearchButton collapsed={collapsed} onOpen={onOpenSearch} />
      <NotificationBell variant="row" collapsed={collapsed} />
      <div className="min-h-0 flex-1 overflow-y-auto pb-4">
        <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      </div>
      <SidebarFooter me={me} collapsed={collapsed} {...actions} />
    </div>
  );
}

/** Desktop sidebar (≥ 768 px); its collapsed state is remembered in localStorage. */
export function Sidebar({ me, ...actions }: SidebarActions & { me: Me }) {
  const [collapsed, setCollapsed] = useLocalStorage(SIDEBAR_COLLAPSED_KEY, false);
  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed || undefined}
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 border-r border-border bg-sidebar transition-[width] duration-200 md:block",
        collapsed ? "w-14" : "w-60",
      )}
    >
      <SidebarBody me={me} collapsed={collapsed} onToggleCollapsed={() => setCollapsed((value) => !value)} {...actions} />
    </aside>
  );
}
