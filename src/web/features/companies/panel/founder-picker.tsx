import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { useDebounced } from "@web/lib/use-debounced";
import { founderCandidatesOptions } from "./panel-api";

type Choice = { kind: "person"; id: string; name: string; detail: string } | { kind: "new"; name: string };

type Props = {
  busy: boolean;
  onPick: (person: { id: string; name: string }) => void;
  /** Only called when no person of that name exists in the organisation. */
  onAddNew: (name: string) => void;
  /** Shown under the input (e.g. "Ava Iyer is already in your network"). */
  message: string | null;
  onMessage: (message: string | null) => void;
};

/**
 * Adding a founder: the organisation's people are offered as you type (a combobox: arrows,
 * Enter, Escape), so an existing person is picked, and "Add new person" is an explicit last
 * choice. A new name that already exists is skipped with a message (spec part 2, §5).
 */
export function FounderPicker({ busy, onPick, onAddNew, message, onMessage }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = text.trim();
  const search = useDebounced(typed, 150);
  const candidates = useQuery(founderCandidatesOptions(search));
  // "Add new person" is offered once the suggestions for what was typed are in, so a person of
  // that name is never missed.
  const settled = search === typed && !candidates.isFetching;
  const people = search === typed ? (candidates.data?.items ?? []) : [];
  const choices: Choice[] = [
    ...people.map((p) => ({
      kind: "person" as const,
      id: p.id,
      name: p.name,
      detail: [p.title, p.companyName].filter(Boolean).join(" · "),
    })),
    ...(typed && settled ? [{ kind: "new" as const, name: typed }] : []),
  ];
  const shown = open && choices.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (choice: Choice) => {
    if (busy) return;
    setOpen(false);
    if (choice.kind === "person") {
      onPick(choice);
      setText("");
      return;
    }
    const same = people.find((p) => p.name.toLowerCase() === choice.name.toLowerCase());
    if (same) {
      onMessage(`${same.name} is already in your network: pick them from the list.`);
      setOpen(true);
      setActive(people.indexOf(same));
      return;
    }
    onAddNew(choice.name);
    setText("");
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!shown) return setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + choices.length) % choices.length);
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (shown && choices[active]) choose(choices[active]);
    } else if (e.key === "Escape" && shown) {
      setOpen(false);
    }
  };

  return (
    <div className="relative flex min-w-56 flex-1 flex-col gap-1.5">
      <Label htmlFor={id}>Add a founder</Label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown ? optionId(active) : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        // While the list is open, Escape closes it, not the panel.
        data-escape-local={shown ? "" : undefined}
        autoComplete="off"
        placeholder="Type a name to find a person"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          onMessage(null);
        }}
        onFocus={() => typed && setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {shown && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="People"
          className="absolute top-full right-0 left-0 z-10 mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-surface py-1 shadow-overlay"
        >
          {choices.map((c, i) => (
            <li
              key={c.kind === "person" ? c.id : "new"}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Keep the focus in the input: choosing happens on mouse down, before its blur.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c);
              }}
              onMouseEnter={() => setActive(i)}
              className={cn(
                "flex cursor-pointer items-center gap-2 px-3 py-2 text-[13px]",
                i === active && "bg-hover",
                c.kind === "new" && "border-t border-border text-primary",
              )}
            >
              {c.kind === "person" ? (
                <>
                  <span className="font-medium">{c.name}</span>
                  {c.detail && <span className="truncate text-xs text-muted-foreground">{c.detail}</span>}
                </>
              ) : (
                <>
                  <UserPlus className="size-4" aria-hidden />
                  Add new person &ldquo;{c.name}&rdquo;
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p id={`${id}-message`} role="status" className="text-xs text-warning-soft-foreground">
          {message}
        </p>
      )}
    </div>
  );
}
