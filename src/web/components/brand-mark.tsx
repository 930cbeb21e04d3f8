import { cn } from "@web/lib/cn";

/** The Fundline logo mark and word. */
export function BrandMark({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-6" aria-hidden>
        <rect width="32" height="32" rx="8" fill="currentColor" className="text-primary" />
        <path d="M11 9h11v3.2h-7.4v3.4h6.6v3.2h-6.6V23H11z" fill="white" />
      </svg>
      {showName && <span>Fundline</span>}
    </span>
  );
}
