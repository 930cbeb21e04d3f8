import { useState } from "react";
import { X } from "lucide-react";
import { inputClassName } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";

/** Names added with Enter or a comma; trimmed, never blank, never twice. */
export function InvestorsInput({ id, value, onChange }: { id: string; value: string[]; onChange: (v: string[]) => void }) {
  const [draft, setDraft] = useState("");
  const add = (text: string) => {
    const name = text.trim();
    setDraft("");
    if (name && !value.some((v) => v.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
  };
  return (
    <div
      className={cn(
        inputClassName,
        "flex h-auto min-h-9 flex-wrap items-center gap-1 px-1.5 py-1 focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/20",
      )}
    >
      {value.map((name) => (
        <span key={name} className="inline-flex h-6 items-center gap-1 rounded-md bg-hover pr-1 pl-2 text-xs">
          {name}
          <button
            type="button"
            aria-label={`Remove ${name}`}
            onClick={() => onChange(value.filter((v) => v !== name))}
            className="rounded-sm text-muted-foreground hover:text-foreground"
          >
            <X className="size-3" aria-hidden />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={draft}
        placeholder={value.length ? "" : "Type a name, then Enter"}
        onChange={(e) => (e.target.value.endsWith(",") ? add(e.target.value.slice(0, -1)) : setDraft(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            add(draft);
          } else if (e.key === "Backspace" && !draft && value.length) onChange(value.slice(0, -1));
        }}
        onBlur={() => draft && add(draft)}
        className="h-7 min-w-24 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-subtle-foreground"
      />
    </div>
  );
}
