import { useEffect, useState } from "react";
import { Search } from "lucide-react";
import { lazyPage } from "@web/lib/lazy-page";
import { cn } from "@web/lib/cn";
import { Tooltip } from "@web/components/ui/tooltip";

// The palette (cmdk and the results) is fetched the first time it opens: no page's first load carries it.
const load = () => import("./components/command-palette").then((m) => m.CommandPalette);
const CommandPalette = lazyPage(load, null);
const preload = () => void CommandPalette.preload();

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The shell's search: Ctrl+K / Cmd+K anywhere (again to close), the buttons, and the palette once opened. */
export function useCommandPalette() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== "k" || !(e.metaKey || e.ctrlKey) || e.altKey || e.shiftKey) return;
      e.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return { openPalette: () => setOpen(true), palette: open ? <CommandPalette onOpenChange={setOpen} /> : null };
}

const shortcut = () => (isMac() ? "⌘K" : "Ctrl K");

/** The sidebar's search field look-alike (icon only when the sidebar is collapsed). */
export function SearchButton({ collapsed, onOpen }: { collapsed: boolean; onOpen: () => void }) {
  return (
    <Tooltip content={`Search (${shortcut()})`} side="right" disabled={!collapsed}>
      <button
        type="button"
        onClick={onOpen}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={collapsed ? "Search" : undefined}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className={cn(
          "flex h-8 items-center gap-2 rounded-md border border-border bg-surface text-[13px] text-muted-foreground transition-colors hover:bg-hover hover:text-foreground",
          collapsed ? "mx-auto mb-3 w-8 justify-center" : "mx-3 mb-3 px-2",
        )}
      >
        <Search className="size-4 shrink-0" aria-hidden />
        {!collapsed && (
          <>
            <span className="flex-1 text-left">Search</span>
            <kbd className="font-sans text-xs">{shortcut()}</kbd>
          </>
        )}
      </button>
    </Tooltip>
  );
}

/** The phone top bar's search: a tap opens the palette full screen. */
export function SearchIconButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={preload}
      onFocus={preload}
      aria-label="Search"
      aria-haspopup="dialog"
      className="ml-auto inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-hover hover:text-foreground"
    >
      <Search className="size-5" aria-hidden />
    </button>
  );
}
