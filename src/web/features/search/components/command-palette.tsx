import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Command } from "cmdk";
import { Search } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { useMe } from "@web/lib/me-context";
import { useNavigate } from "@web/lib/router";
import { useDebounced } from "@web/lib/use-debounced";
import { searchOptions } from "../api";
import { matchingCommands } from "../commands";
import { useRecentRecords } from "../recent";
import { paletteSections, type PaletteEntry } from "./palette-sections";
import { PaletteItem } from "./palette-item";
import { resultKinds } from "./result-icons";
import { useActiveDescendant } from "./use-active-descendant";

/**
 * The palette opens over whatever is open (a record's dialog) and is always on top, so Escape is
 * its own: taken on the window, before Radix's layer stack on the document sees it. A dialog
 * beneath that draws itself again while the palette is open (its content swapped as data or code
 * arrives) registers as Radix's newest layer, and Escape then closed that dialog and left the
 * palette open (seen on a loaded machine).
 */
function useEscapeCloses(onOpenChange: (open: boolean) => void) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      onOpenChange(false);
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [onOpenChange]);
}

/**
 * Long enough to skip the keystrokes of a burst (a paste, an autofill, keys a few milliseconds apart),
 * short enough to leave most of the 150 ms from the last key to results drawn to the server's answer.
 * A person types a key every 100 ms or more, so a longer wait would coalesce nothing more, only delay.
 * Stale answers are dropped (the query is keyed by the text) and repeated ones come from the response
 * cache, so asking early costs little.
 */
const DEBOUNCE_MS = 25;

/** Ctrl/Cmd+K: one box for every record and every action. Loaded on first use (see launcher.tsx). */
export function CommandPalette({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  // A callback ref: the dialog draws its content once its code is here, after this component mounts.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useActiveDescendant(root);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useQuery(searchOptions(q));
  const { recent, remember } = useRecentRecords(me.user.id, me.organization.id);
  const typed = text.trim();
  const commands = useMemo(() => matchingCommands(typed, me.role !== "viewer"), [typed, me.role]);
  const results = useMemo(() => (q ? (search.data?.items ?? []) : []), [q, search.data]);
  const sections = useMemo(() => paletteSections(typed, results, recent, commands), [typed, results, recent, commands]);
  const busy = typed !== "" && (search.isFetching || q !== typed);
  useEscapeCloses(onOpenChange);

  const choose = (entry: PaletteEntry) => {
    onOpenChange(false);
    if (entry.record) {
      remember(entry.record);
      navigate(entry.record.url);
    } else entry.command?.run({ navigate, queryClient });
  };
  // Tab moves between groups, as cmdk's own Alt+Arrow does (the focus stays in the box instead of
  // moving on in the dialog). cmdk keeps the selection itself: a controlled one loses aria-activedescendant.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "Tab" || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const key = e.shiftKey ? "ArrowUp" : "ArrowDown";
    e.currentTarget.dispatchEvent(new window.KeyboardEvent("keydown", { key, altKey: true, bubbles: true }));
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        showClose={false}
        aria-describedby="palette-description"
        className="p-0 sm:top-[12vh] sm:max-w-xl sm:translate-y-0 sm:overflow-hidden"
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription id="palette-description" className="sr-only">
          Search every company, person, LP, request, note, comment and document, or run an action. Arrows move, Enter opens, Tab jumps
          between groups, Escape closes.
        </DialogDescription>
        <Command ref={setRoot} label="Search and actions" shouldFilter={false} loop onKeyDown={onKeyDown}>
          <div className="flex items-center gap-2 border-b border-border px-4">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <Command.Input
              value={text}
              onValueChange={setText}
              placeholder="Search or type a command..."
              aria-label="Search records and actions"
              className="h-12 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
            {busy && <Spinner className="text-muted-foreground" />}
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="rounded-md px-2 py-1 text-xs text-muted-foreground hover:bg-hover hover:text-foreground sm:hidden"
            >
              Cancel
            </button>
          </div>
          <p role="status" className="sr-only">
            {busy ? "Searching..." : typed ? `${results.length} results` : ""}
          </p>
          {search.isError && (
            <p className="border-b border-border px-4 py-2 text-[13px] text-danger">{errorMessage(search.error, "Search failed.")}</p>
          )}
          <Command.List className="max-h-none flex-1 overflow-y-auto p-2 sm:max-h-[min(60vh,28rem)]">
            {!busy && (
              <Command.Empty className="px-3 py-8 text-center text-[13px] text-muted-foreground">No results for “{typed}”.</Command.Empty>
            )}
            {sections.map((section) => (
              <Command.Group
                key={section.heading}
                heading={section.type ? resultKinds[section.type].heading : section.heading}
                className="mb-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
              >
                {section.entries.map((entry) => (
                  <PaletteItem key={entry.value} entry={entry} q={typed} onSelect={() => choose(entry)} />
                ))}
              </Command.Group>
            ))}
          </Command.List>
          <div className="hidden items-center gap-3 border-t border-border px-4 py-2 text-xs text-muted-foreground sm:flex">
            <span>↑↓ to move</span>
            <span>↵ to open</span>
            <span>Tab for next group</span>
            <span>Esc to close</span>
          </div>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
