import { NavLink, useLocation } from "@web/lib/router";
import { ChevronRight } from "lucide-react";
import { cn } from "@web/lib/cn";
import { useLocalStorage } from "@web/lib/use-local-storage";
import { Tooltip } from "@web/components/ui/tooltip";
import { isGroupActive, navSections, SIDEBAR_GROUPS_KEY, type NavGroupItem, type NavLinkItem } from "@web/lib/nav-config";

type SidebarNavProps = { collapsed: boolean; onNavigate?: () => void };

const itemBase =
  "group/item flex h-8 items-center gap-2.5 rounded-md px-2 text-[13px] font-medium transition-colors focus-visible:outline-offset-[-2px]";

function SidebarLink({ item, collapsed, nested, onNavigate }: { item: NavLinkItem; nested?: boolean } & SidebarNavProps) {
  const Icon = item.icon;
  return (
    <Tooltip content={item.label} side="right" disabled={!collapsed}>
      <NavLink
        to={item.to}
        onClick={onNavigate}
        aria-label={collapsed ? item.label : undefined}
        className={cn(
          itemBase,
          "text-muted-foreground hover:bg-hover hover:text-foreground aria-[current=page]:bg-selected aria-[current=page]:text-foreground",
          collapsed && "w-8 justify-center px-0",
          nested && !collapsed && "pl-[30px]",
        )}
      >
        <Icon
          className={cn("size-5 shrink-0 group-aria-[current=page]/item:text-primary", nested && !collapsed && "size-4")}
          strokeWidth={1.75}
          aria-hidden
        />
        {!collapsed && <span className="truncate">{item.label}</span>}
      </NavLink>
    </Tooltip>
  );
}

function SidebarGroup({
  group,
  expanded,
  onToggle,
  ...rest
}: { group: NavGroupItem; expanded: boolean; onToggle: () => void } & SidebarNavProps) {
  const { pathname } = useLocation();
  const active = isGroupActive(group, pathname);
  const Icon = group.icon;
  const listId = `nav-group-${group.id}`;
  return (
    <li>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        data-active={active || undefined}
        className={cn(itemBase, "w-full", active ? "text-foreground" : "text-muted-foreground hover:bg-hover hover:text-foreground")}
      >
        <Icon className={cn("size-5 shrink-0", active && "text-primary")} strokeWidth={1.75} aria-hidden />
        <span className="flex-1 truncate text-left">{group.label}</span>
        <ChevronRight className={cn("size-4 shrink-0 text-subtle-foreground transition-transform", expanded && "rotate-90")} aria-hidden />
      </button>
      {expanded && (
        <ul id={listId} className="mt-0.5 flex flex-col gap-0.5">
          {group.items.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} nested {...rest} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The navigation links; groups flatten to icons when the sidebar is collapsed. */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const [groups, setGroups] = useLocalStorage<Record<string, boolean>>(SIDEBAR_GROUPS_KEY, {});
  return (
    <nav aria-label="Main" className="flex flex-col gap-5 px-3">
      {navSections.map((section, index) => (
        <div key={section.label ?? index} className="flex flex-col gap-1">
          {section.label &&
            (collapsed ? (
              <div className="mx-2 mb-1 h-px bg-border" aria-hidden />
            ) : (
              <p className="px-2 pb-1 text-xs font-medium text-subtle-foreground">{section.label}</p>
            ))}
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => {
              if (item.type === "link") {
                return (
                  <li key={item.to}>
                    <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
                  </li>
                );
              }
              if (collapsed) {
                return item.items.map((child) => (
                  <li key={child.to}>
                    <SidebarLink item={child} collapsed onNavigate={onNavigate} />
                  </li>
                ));
              }
              const expanded = groups[item.id] ?? true;
              return (
                <SidebarGroup
                  key={item.id}
                  group={item}
                  expanded={expanded}
                  onToggle={() => setGroups((prev) => ({ ...prev, [item.id]: !expanded }))}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
