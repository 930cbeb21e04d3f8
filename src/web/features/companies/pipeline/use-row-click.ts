import { useCallback, useEffect, useRef, useState } from "react";

export type EditField = "poc" | "round" | "sector" | "stage";
export type Editing = { id: string; field: EditField } | null;

/**
 * The spec's row behaviour: a single click opens the company after 250 ms, so that a
 * double-click on an editable cell can turn it into an inline select instead. A click
 * while a cell is being edited only closes the edit.
 */
export function useRowClick(open: (id: string) => void) {
  const timer = useRef<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  // The edit's select closes on blur, which the pointer-down of the very click that should only
  // close it causes: so what counts is whether an edit was open when that pointer went down.
  const editingRef = useRef<Editing>(null);
  const pressedWhileEditing = useRef(false);
  useEffect(() => {
    editingRef.current = editing;
  }, [editing]);
  useEffect(() => {
    const onPointerDown = () => (pressedWhileEditing.current = editingRef.current !== null);
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, []);
  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const onRowClick = useCallback(
    (id: string, event: React.MouseEvent) => {
      if ((event.target as HTMLElement).closest("a, select, button, input")) return;
      cancel();
      if (editing || pressedWhileEditing.current) {
        pressedWhileEditing.current = false;
        setEditing(null);
        return;
      }
      if (event.detail > 1) return;
      timer.current = window.setTimeout(() => open(id), 250);
    },
    [editing, open],
  );

  const onCellDoubleClick = useCallback((id: string, field: EditField) => {
    cancel();
    setEditing({ id, field });
  }, []);

  return { editing, setEditing, onRowClick, onCellDoubleClick };
}
