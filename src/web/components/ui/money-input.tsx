import { useLayoutEffect, useRef, type ChangeEvent, type ComponentProps } from "react";
import { formatGrouped, parseWholeDollars } from "@shared/format";
import { cn } from "@web/lib/cn";
import { inputClassName } from "./input";

type MoneyInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number | null;
  onValueChange: (value: number | null) => void;
};

/** Whole dollars with a "$" prefix and thousands separators as you type; the caret stays put. */
export function MoneyInput({ value, onValueChange, className, ...props }: MoneyInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const digitsBeforeCaret = useRef<number | null>(null);
  const shown = value === null ? "" : formatGrouped(value);

  useLayoutEffect(() => {
    const input = ref.current;
    const wanted = digitsBeforeCaret.current;
    if (!input || wanted === null || document.activeElement !== input) return;
    digitsBeforeCaret.current = null;
    let position = 0;
    for (let seen = 0; position < shown.length && seen < wanted; position++) {
      if (/\d/.test(shown[position])) seen++;
    }
    input.setSelectionRange(position, position);
  }, [shown]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: text, selectionStart } = event.target;
    digitsBeforeCaret.current = text.slice(0, selectionStart ?? text.length).replace(/\D/g, "").length;
    const next = parseWholeDollars(text.slice(0, 16));
    onValueChange(next);
  };

  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-subtle-foreground" aria-hidden>
        $
      </span>
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        onChange={onChange}
        className={cn(inputClassName, "tabular pl-6", className)}
        {...props}
      />
    </div>
  );
}
