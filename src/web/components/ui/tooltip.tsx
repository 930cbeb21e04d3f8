import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import { cn } from "@web/lib/cn";

type Side = "top" | "right";

type TooltipProps = {
  content: ReactNode;
  /** One element that takes focus (a button or link); it gets the tooltip's handlers. */
  children: ReactElement<TriggerProps>;
  side?: Side;
  /** When true the tooltip is not shown (e.g. label already visible). */
  disabled?: boolean;
};

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  "aria-describedby"?: string;
};

const hoverDelay = 400;
// Moving from one trigger to the next within this time shows the next one at once, as in a toolbar.
const skipDelay = 300;
let lastClosedAt = 0;

/**
 * A short label shown on hover (after a moment) or keyboard focus (at once), hidden on leave,
 * blur, press, scroll or Escape. Our own rather than Radix's: the sidebar draws several on
 * every signed-in page, and Radix's needs its positioning library (~20 KB) on arrival.
 * The tree stays the same whether or not it is shown or disabled, so the trigger keeps focus.
 */
export function Tooltip({ content, children, side = "top", disabled = false }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const own = children.props;

  const show = (element: HTMLElement, delay: number) => {
    window.clearTimeout(timer.current);
    if (delay === 0 || Date.now() - lastClosedAt < skipDelay) setAnchor(element);
    else timer.current = window.setTimeout(() => setAnchor(element), delay);
  };
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setAnchor((shown) => {
      if (shown) lastClosedAt = Date.now();
      return null;
    });
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const open = anchor !== null && !disabled;

  const trigger = cloneElement(children, {
    "aria-describedby": open ? id : own["aria-describedby"],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (!disabled && event.pointerType === "mouse") show(event.currentTarget, hoverDelay);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Keyboard focus only: a click also focuses, and the pointer already had its chance.
      if (!disabled && event.currentTarget.matches(":focus-visible")) show(event.currentTarget, 0);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
  });
  return (
    <>
      {trigger}
      {open && createPortal(<Bubble id={id} anchor={anchor} side={side} content={content} onDismiss={hide} />, document.body)}
    </>
  );
}

type BubbleProps = { id: string; anchor: HTMLElement; side: Side; content: ReactNode; onDismiss: () => void };

function Bubble({ id, anchor, side, content, onDismiss }: BubbleProps) {
  const bubble = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number }>();

  // Measured before paint, so it never shows in the wrong place.
  useLayoutEffect(() => {
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    if (bubble.current) setPosition(place(anchor.getBoundingClientRect(), bubble.current.getBoundingClientRect(), side, viewport));
  }, [anchor, side, content]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onDismiss();
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", onDismiss, { capture: true, passive: true });
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onDismiss, { capture: true });
    };
  }, [onDismiss]);

  return (
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      style={position ?? { visibility: "hidden", left: 0, top: 0 }}
      className={cn(
        "pointer-events-none fixed z-50 max-w-xs rounded-md bg-foreground px-2 py-1 text-xs font-medium text-background shadow-overlay",
        position && "animate-fade-in",
      )}
    >
      {content}
    </div>
  );
}

type Size = { width: number; height: number };
type Rect = Size & { left: number; top: number; right: number; bottom: number };

const gap = 6;
const margin = 8;

/** Beside the trigger on `side`, flipped to the other side when it would leave the window, and kept inside it. */
export function place(trigger: Rect, bubble: Size, side: Side, viewport: Size): { left: number; top: number } {
  const clamp = (value: number, size: number, room: number) => Math.max(margin, Math.min(value, room - size - margin));
  if (side === "right") {
    const right = trigger.right + gap;
    const left = right + bubble.width + margin > viewport.width ? trigger.left - gap - bubble.width : right;
    return { left: Math.max(margin, left), top: clamp(trigger.top + (trigger.height - bubble.height) / 2, bubble.height, viewport.height) };
  }
  const above = trigger.top - gap - bubble.height;
  return {
    left: clamp(trigger.left + (trigger.width - bubble.width) / 2, bubble.width, viewport.width),
    top: above < margin ? trigger.bottom + gap : above,
  };
}
