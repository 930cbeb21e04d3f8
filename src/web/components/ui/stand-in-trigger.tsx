import type { ComponentProps, KeyboardEvent, PointerEvent } from "react";

type Props = ComponentProps<"button"> & {
  /** Called by the press that would have opened the real control. */
  onUse: () => void;
  /** The keys that open the real control from its button. */
  openKeys: readonly string[];
};

/**
 * A plain button that stands in for a Radix menu's or select's trigger until first used. A Radix
 * root per row made long lists and boards much slower to draw, so a row shows this button, which
 * looks the same; the press that would open the real control (pointer, or one of its keys) asks
 * the caller to put the real one in its place, already open.
 */
export function StandInTrigger({ onUse, openKeys, onPointerDown, onKeyDown, ...props }: Props) {
  const pressed = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    if (event.button !== 0 || event.ctrlKey) return;
    event.preventDefault(); // as Radix's trigger does: the open control takes the focus, not this button
    onUse();
  };
  const keyed = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (!openKeys.includes(event.key)) return;
    event.preventDefault();
    onUse();
  };
  return <button type="button" {...props} onPointerDown={pressed} onKeyDown={keyed} />;
}
