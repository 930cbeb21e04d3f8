import type { HTMLAttributes, ReactNode, Ref } from "react";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { cn } from "@web/lib/cn";

export const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

type Handle = HTMLAttributes<HTMLElement> & { ref: Ref<HTMLElement> };

type Props<T extends string> = {
  items: T[];
  label: string;
  itemLabel: (item: T) => string;
  onReorder: (items: T[]) => void;
  /** Renders one row; spread `handle` on the grip (drag with mouse or finger; Space, arrows, Space with the keyboard). */
  children: (item: T, index: number, handle: Handle) => ReactNode;
};

/** A vertical list reordered by dragging its grips (mouse, finger or keyboard). */
export function SortableList<T extends string>({ items, label, itemLabel, onReorder, children }: Props<T>) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const name = (id: string | number) => itemLabel(id as T);
  const position = (id: string | number) => items.indexOf(id as T) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${items.length}.`,
          onDragOver: ({ active, over }) => (over ? `${name(active.id)} moved to position ${position(over.id)}.` : undefined),
          onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${position(over.id)}.` : undefined),
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
        screenReaderInstructions: {
          draggable: "To reorder, focus the grip and press Space. Use the up and down arrow keys to move, Space to drop, Escape to cancel.",
        },
      }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onReorder(move(items, items.indexOf(active.id as T), items.indexOf(over.id as T)));
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ol className="mt-4 flex flex-col gap-1" aria-label={label}>
          {items.map((item, i) => (
            <SortableRow key={item} id={item} label={itemLabel(item)}>
              {(handle) => children(item, i, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, label, children }: { id: string; label: string; children: (handle: Handle) => ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id });
  const handle = { ref: setActivatorNodeRef, ...attributes, ...listeners, "aria-label": `Reorder ${label}` } as Handle;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "relative flex h-9 items-center gap-2 rounded-md border border-border bg-surface pr-1 pl-2",
        isDragging && "z-10 border-primary shadow-overlay ring-2 ring-primary/20",
      )}
    >
      {children(handle)}
    </li>
  );
}
