import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cn } from "@web/lib/cn";
import { initials } from "@web/lib/format";

type AvatarProps = {
  name: string;
  src?: string | null;
  /** Alt text of the image; empty when the name is shown next to it. */
  alt?: string;
  className?: string;
};

const round =
  "relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground select-none";

/** A round avatar: the image when there is one, otherwise the initials. */
export function Avatar({ name, src, alt = "", className }: AvatarProps) {
  // Without an image, plain initials: Radix's avatar mounts a context, state and a timer for
  // each, which a board of 160 cards or a page of activity pays on its first draw.
  if (!src)
    return (
      <span className={cn(round, className)} aria-hidden={alt ? undefined : true}>
        {initials(name)}
      </span>
    );
  return (
    <AvatarPrimitive.Root className={cn(round, className)}>
      <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" />
      {/* The initials wait a moment, so a cached image does not flash them first. */}
      <AvatarPrimitive.Fallback delayMs={300} aria-hidden={alt ? undefined : true}>
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
