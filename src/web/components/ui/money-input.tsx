import { useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentProps } from "react";
import { canBeMoney, formatGrouped, groupMoneyText, parseMoney } from "@shared/format";
import { cn } from "@web/lib/cn";
import { inputClassName } from "./input";

type MoneyInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  /** Whole dollars; null when empty; NaN while the text is not an amount (the form shows invalidMoneyMessage). */
  value: number | null;
  onValueChange: (value: number | null) => void;
};

const shownFor = (value: number | null) => (value === null || Number.isNaN(value) ? "" : formatGrouped(value));
/** Characters the grouping does not add: the caret is kept after the same number of them. */
const significant = (s: string) => s.replace(/[,\s]/g, "").length;
const sameAmount = (a: number | null, b: number | null) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * The one money input of the product: a dollar amount with a "$" prefix and thousands
 * separators as you type; only what can be money is entered. Accepts decimals
 * (rounded to whole dollars) and shorthands (2.5M, 850k, 1.2B); on blur a valid amount is
 * shown as the whole dollars it stores. The caret stays put while separators come and go.
 */
export function MoneyInput({ value, onValueChange, className, onBlur, ...props }: MoneyInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [text, setText] = useState(() => shownFor(value));
  // A new value from outside (a reset, a saved row) replaces the text; our own echo does not.
  const [seen, setSeen] = useState(value);
  if (!sameAmount(seen, value)) {
    setSeen(value);
    if (!sameAmount(parseMoney(text), value)) setText(shownFor(value));
  }

  useLayoutEffect(() => {
    const input = ref.current;
    const wanted = caret.current;
    if (!input || wanted === null || document.activeElement !== input) return;
    caret.current = null;
    let position = 0;
    for (let count = 0; position < text.length && count < wanted; position++) if (!/[,\s]/.test(text[position])) count++;
    input.setSelectionRange(position, position);
  }, [text]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: typed, selectionStart } = event.target;
    // Letters, minus signs and a second decimal point are not entered at all (the text stays as it was).
    if (!canBeMoney(typed)) return;
    caret.current = significant(typed.slice(0, selectionStart ?? typed.length));
    const next = parseMoney(typed);
    setText(Number.isNaN(next) ? typed : groupMoneyText(typed));
    setSeen(next);
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
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={onChange}
        onBlur={(event) => {
          const amount = parseMoney(text);
          if (!Number.isNaN(amount)) setText(shownFor(amount));
          onBlur?.(event);
        }}
        className={cn(inputClassName, "tabular pl-6", className)}
        {...props}
      />
    </div>
  );
}
