import { useState } from "react";

/**
 * Radix gives the focus back on close only to its own trigger. Our dialogs open from any button
 * (their code loads on first open, so there is no trigger part): the content remembers what had
 * the focus when it was first drawn (before a field's autoFocus takes it) and gives it back,
 * unless the caller's own `onCloseAutoFocus` prevents that. Returns the content's `onCloseAutoFocus`.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    opener?.focus();
  };
}
