import type { ComponentProps } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cn } from "@web/lib/cn";
import { useReturnFocus } from "./return-focus";
import { DialogOverlay } from "./dialog-parts";

export const Sheet = DialogPrimitive.Root;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

/** A panel that slides in from the left edge (the mobile menu) or the right (the notifications). */
export function SheetContent({
  className,
  children,
  onCloseAutoFocus,
  side = "left",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: "left" | "right" }) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-sidebar shadow-overlay outline-none",
          side === "left"
            ? "left-0 data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left"
            : "right-0 data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right",
          className,
        )}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
