import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { companyOptionsQuery, type CompanyOption } from "./api";

type PickerProps = {
  id: string;
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * A searchable company field (a combobox): type part of a name, pick with the mouse or the
 * arrow keys and Enter. Used where no company is given (the dashboard's "all my items").
 */
export function CompanyPicker({ id, value, onChange, invalid, describedBy }: PickerProps) {
  const [text, setText] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const query = useQuery({ ...companyOptionsQuery(text === value?.name ? "" : text), enabled: open });
  const options = query.data ?? [];
  const choose = (company: CompanyOption) => {
    onChange(company);
    setText(company.name);
    setOpen(false);
  };
  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder="Search companies..."
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") setActive((i) => Math.min(i + 1, options.length - 1));
          else if (e.key === "ArrowUp") setActive((i) => Math.max(i - 1, 0));
          else if (e.key === "Enter" && open && options[active]) choose(options[active]);
          else if (e.key === "Escape" && open) setOpen(false);
          else return;
          e.preventDefault();
          e.stopPropagation();
        }}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Companies"
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-56 overflow-auto rounded-md border border-border bg-surface py-1 text-sm shadow-md"
        >
          {query.isPending ? (
            <li className="px-3 py-1.5 text-muted-foreground">Loading...</li>
          ) : options.length === 0 ? (
            <li className="px-3 py-1.5 text-muted-foreground">No companies match</li>
          ) : (
            options.map((company, i) => (
              <li
                key={company.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(company);
                }}
                className={cn("cursor-pointer truncate px-3 py-1.5", i === active && "bg-hover")}
              >
                {company.name}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
