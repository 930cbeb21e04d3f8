import type { ComponentProps } from "react";
import { Avatar as AvatarPrimitive } from "radix-ui";
import { cn } from "@web/lib/cn";
import { initials } from "@web/lib/format";

type AvatarProps = ComponentProps<typeof AvatarPrimitive.Root> & {
  name: string;
  src?: string | null;
  /** Alt text of the image; empty when the name is shown next to it. */
  alt?: string;
};

/** A round avatar: the image when there is one, otherwise the initials. */
export function Avatar({ name, src, alt = "", className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground select-none",
        className,
      )}
      {...props}
    >
      {src && <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" />}
      <AvatarPrimitive.Fallback delayMs={src ? 300 : 0} aria-hidden={alt ? undefined : true}>
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
