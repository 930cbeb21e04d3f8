import { cn } from "@web/lib/cn";

// The spec's avatar palette of 10 colours (as hues in our soft-tint style).
const hues = [25, 55, 85, 150, 180, 210, 240, 275, 300, 340];

function hueOf(name: string) {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return hues[h % hues.length];
}

/** The company's logo, or its initial on a colour picked from the name. */
export function CompanyLogo({
  name,
  url,
  size = "md",
  className,
}: {
  name: string;
  url?: string | null;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const box =
    size === "lg" ? "size-12 text-lg rounded-lg" : size === "sm" ? "size-6 text-[11px] rounded-md" : "size-8 text-[13px] rounded-md";
  if (url) return <img src={url} alt="" className={cn(box, "shrink-0 border border-border bg-surface object-contain", className)} />;
  const hue = hueOf(name);
  return (
    <span
      aria-hidden
      className={cn(box, "inline-flex shrink-0 items-center justify-center font-semibold select-none", className)}
      style={{ background: `oklch(0.94 0.04 ${hue})`, color: `oklch(0.42 0.12 ${hue})` }}
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
