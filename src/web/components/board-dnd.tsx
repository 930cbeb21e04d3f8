import { useRef, useState, type ReactNode } from "react";
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { keepPreviewOnScreen, startEdgeScroll } from "./edge-scroll";

/**
 * Drag and drop for boards of columns (the pipeline board, the LP CRM board): mouse, finger
 * (press and hold, so a swipe still scrolls) and keyboard (Space to lift, ← → to change column,
 * Space to drop, Escape to cancel), with screen-reader announcements.
 */
type BoardDndProps = {
  children: ReactNode;
  /** Names read out to screen readers. */
  itemLabel: (id: string) => string;
  columnLabel: (id: string) => string;
  onMove: (itemId: string, toColumn: string) => void;
  /** The card as it follows the pointer (rendered outside the scrolling columns). */
  renderOverlay: (itemId: string) => ReactNode;
  /** Columns side by side (the pipeline) or panels stacked top to bottom (the LP CRM board). */
  orientation?: "horizontal" | "vertical";
};

type ItemData = { column: string };

const arrowSteps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Arrow keys jump the lifted card to the centre top of the previous or next column. */
const columnJump: KeyboardCoordinateGetter = (event, { context: { droppableRects, droppableContainers, collisionRect } }) => {
  const step = arrowSteps[event.code];
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = columns.findIndex((r) => centre >= r.left && centre <= r.right);
  const target = columns[Math.min(columns.length - 1, Math.max(0, (current === -1 ? 0 : current) + step))];
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 48 };
};

/** Stacked panels: arrow keys jump the lifted row to the top of the panel above or below. */
const panelJump: KeyboardCoordinateGetter = (event, { context: { droppableRects, droppableContainers, collisionRect } }) => {
  const step = arrowSteps[event.code];
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const panels = droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.top - b.top);
  const probe = collisionRect.top + 4;
  const current = panels.findIndex((r) => probe >= r.top && probe <= r.bottom);
  const target = panels[Math.min(panels.length - 1, Math.max(0, (current === -1 ? 0 : current) + step))];
  if (!target) return undefined;
  return { x: target.left + 8, y: target.top + 8 };
};

// Tall panels: the panel under the lifted row's top edge wins (a centre can be far from a long panel's).
const pointerThenUnderTop: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length > 0) return hits;
  const probe = args.collisionRect.top + 4;
  const under = args.droppableContainers.filter((c) => {
    const rect = args.droppableRects.get(c.id);
    return rect && probe >= rect.top && probe <= rect.bottom;
  });
  return under.length > 0 ? under.map((c) => ({ id: c.id, data: { droppableContainer: c, value: 0 } })) : closestCenter(args);
};

// The pointer decides while there is one; the keyboard has none, so the nearest column wins.
const pointerThenClosest: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

const instructions =
  "To pick up a card, focus it and press Space. Use the arrow keys to move it to another column. Press Space again to drop it, or Escape to cancel.";

const panelInstructions =
  "To pick up a row, focus its handle and press Space. Use the arrow keys to move it to another subboard. Press Space again to drop it, or Escape to cancel.";

export function BoardDnd({ children, itemLabel, columnLabel, onMove, renderOverlay, orientation = "horizontal" }: BoardDndProps) {
  const vertical = orientation === "vertical";
  const [active, setActive] = useState<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: vertical ? panelJump : columnJump,
      // Enter keeps opening the card; Space lifts and drops.
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
    }),
  );
  // Stacked panels scroll the page themselves (edge-scroll.ts), not with dnd-kit's wide bands.
  const stopScroll = useRef<(() => void) | null>(null);
  const dragging = (on: boolean) => {
    stopScroll.current?.();
    stopScroll.current = on && vertical ? startEdgeScroll() : null;
  };
  const item = (id: UniqueIdentifier) => itemLabel(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${item(a.id)}.`,
    onDragOver: ({ active: a, over }) => (over ? `${item(a.id)} is over ${columnLabel(String(over.id))}.` : undefined),
    onDragEnd: ({ active: a, over }) =>
      over ? `${item(a.id)} was dropped in ${columnLabel(String(over.id))}.` : `${item(a.id)} was dropped where it was.`,
    onDragCancel: ({ active: a }) => `Moving ${item(a.id)} was cancelled.`,
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={vertical ? pointerThenUnderTop : pointerThenClosest}
      accessibility={{ announcements, screenReaderInstructions: { draggable: vertical ? panelInstructions : instructions } }}
      autoScroll={!vertical}
      onDragStart={({ active: a }) => {
        setActive(a.id);
        dragging(true);
      }}
      onDragCancel={() => {
        setActive(null);
        dragging(false);
      }}
      onDragEnd={({ active: a, over }) => {
        setActive(null);
        dragging(false);
        const from = (a.data.current as ItemData | undefined)?.column;
        if (over && String(over.id) !== from) onMove(String(a.id), String(over.id));
      }}
    >
      {children}
      <DragOverlay dropAnimation={null} modifiers={vertical ? [keepPreviewOnScreen] : undefined}>
        {active !== null ? renderOverlay(String(active)) : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * A card that can be dragged. `ref` goes on the card, `listeners` on the card (mouse and finger
 * anywhere on it), `handle` on its main button (Space there lifts it; Enter still opens it).
 */
export function useBoardItem(id: string, column: string, disabled: boolean) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({ id, data: { column }, disabled });
  const { role: _role, tabIndex: _tabIndex, ...described } = attributes;
  return { ref: setNodeRef, listeners: disabled ? {} : listeners, handle: { ref: setActivatorNodeRef, ...described }, isDragging };
}

/** A column that takes cards; `canDrop` is true while a card of another column is being dragged. */
export function useBoardColumn(id: string) {
  const { setNodeRef, isOver, active } = useDroppable({ id });
  const canDrop = !!active && (active.data.current as ItemData | undefined)?.column !== id;
  return { ref: setNodeRef, isOver: isOver && canDrop, canDrop };
}
