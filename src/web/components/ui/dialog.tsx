import { lazyModule } from "@web/lib/lazy-page";

/**
 * Dialogs fetch their code (Radix, focus trapping, scroll locking) the first time one opens:
 * pages draw them closed on arrival, and a closed dialog draws nothing.
 */
const parts = lazyModule(() => import("./dialog-parts"));

/** Controlled only: a dialog that was never open has nothing to draw and loads nothing. */
export const Dialog = parts.rootOnceOpen("Dialog");

export const DialogContent = parts.part("DialogContent");
export const DialogTitle = parts.part("DialogTitle");
export const DialogDescription = parts.part("DialogDescription");
export const DialogClose = parts.part("DialogClose");
