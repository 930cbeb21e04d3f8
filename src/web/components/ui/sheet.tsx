import { lazyModule } from "@web/lib/lazy-page";

/** Loaded the first time a sheet opens (see dialog.tsx). Open it from a plain button: there is no trigger part. */
const parts = lazyModule(() => import("./sheet-parts"));
export const Sheet = parts.rootOnceOpen("Sheet");

export const SheetContent = parts.part("SheetContent");
export const SheetTitle = parts.part("SheetTitle");
export const SheetDescription = parts.part("SheetDescription");
export const SheetClose = parts.part("SheetClose");
export const preloadSheet = parts.preload;
