import { useState } from "react";
import { groupDigits, parseDollars } from "@shared/pipeline-format";
import { inputClassName } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";

type Props = { id: string; value: number | null; onChange: (value: number | null) => void; placeholder?: string };

/** Dollars typed with "$" and thousands separators; keeps digits and dots, rounds to whole dollars. */
export function MoneyField({ id, value, onChange, placeholder = "0" }: Props) {
  const [text, setText] = useState(value === null ? "" : groupDigits(value));
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-subtle-foreground" aria-hidden>
        $
      </span>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          const raw = e.target.value.replace(/[^\d.,]/g, "");
          const n = parseDollars(raw);
          const [intPart, dec] = raw.replace(/,/g, "").split(".");
          setText(intPart ? `${groupDigits(Number(intPart))}${dec !== undefined ? `.${dec}` : ""}` : raw.startsWith(".") ? raw : "");
          onChange(n);
        }}
        onBlur={() => setText(value === null ? "" : groupDigits(value))}
        className={cn(inputClassName, "pl-6 text-right tabular")}
      />
    </div>
  );
}
