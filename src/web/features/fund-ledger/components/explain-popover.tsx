import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "@web/lib/cn";

/**
 * A figure that opens a small "how this was computed" panel listing its inputs. A disclosure
 * (button + aria-expanded) rather than a menu: Escape or a click elsewhere closes it and gives
 * the focus back to the figure.
 */
export function ExplainPopover({ trigger, title, children }: { trigger: ReactNode; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) {
        setOpen(false);
        if (event instanceof KeyboardEvent) button.current?.focus();
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "w-full rounded-lg border border-border bg-surface p-3 text-left transition-colors hover:bg-hover",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
        )}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={id}
          role="region"
          aria-label={title}
          className="absolute top-full left-0 z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-surface p-3 text-xs shadow-lg"
        >
          <p className="mb-2 font-semibold">{title}</p>
          {children}
        </div>
      )}
    </div>
  );
}
