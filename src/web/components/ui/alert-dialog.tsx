import { lazyModule } from "@web/lib/lazy-page";

/** Loaded the first time a confirmation opens (see dialog.tsx). */
const parts = lazyModule(() => import("./alert-dialog-parts"));
export const AlertDialog = parts.rootOnceOpen("AlertDialog");

export const AlertDialogContent = parts.part("AlertDialogContent");
export const AlertDialogTitle = parts.part("AlertDialogTitle");
export const AlertDialogDescription = parts.part("AlertDialogDescription");
export const AlertDialogCancel = parts.part("AlertDialogCancel");
