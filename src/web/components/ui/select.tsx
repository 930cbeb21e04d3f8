import { useState, type ButtonHTMLAttributes } from "react";
import { ChevronDown } from "lucide-react";
import { lazyModule } from "@web/lib/lazy-page";
import { StandInTrigger } from "./stand-in-trigger";
import { selectOpenKeys, selectTriggerClass } from "./select-style";
import type { ListOnOpenProps } from "./select-parts";

/**
 * Selects fetch their code (Radix, positioning, focus handling) the first time one is used:
 * settings and the ticket list draw several closed on arrival. Forms opened later may import
 * `select-parts` directly.
 */
export const selectParts = lazyModule(() => import("./select-parts"));

export const SelectItem = selectParts.part("SelectItem");
export const SelectSeparator = selectParts.part("SelectSeparator");

/**
 * A select that shows `text` and is a plain button until first used (see StandInTrigger); the
 * press that would open it loads the real one and draws it open. Its list is mounted only while open.
 */
export function SelectWithListOnOpen(props: Omit<ListOnOpenProps, "defaultOpen">) {
  const [used, setUsed] = useState(false);
  const { size, className, ...trigger } = props.trigger;
  const preload = () => void selectParts.preload();
  const standIn = (
    <StandInTrigger
      {...(trigger as ButtonHTMLAttributes<HTMLButtonElement>)}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      disabled={props.disabled}
      className={selectTriggerClass(size, className)}
      openKeys={selectOpenKeys}
      onUse={() => setUsed(true)}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <span>{props.text}</span>
      <ChevronDown className="size-3.5 text-subtle-foreground" aria-hidden />
    </StandInTrigger>
  );
  if (!used) return standIn;
  return <selectParts.Draw fallback={standIn}>{(m) => <m.SelectWithListOnOpen {...props} defaultOpen />}</selectParts.Draw>;
}
