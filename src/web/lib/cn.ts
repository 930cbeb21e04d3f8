import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { classGroupsConfig } from "./class-groups";

// tailwind-merge with only the class groups our classes use (see scripts/class-groups.ts):
// the same merges as twMerge, without its full class map in the first load.
const merge = createTailwindMerge(classGroupsConfig);

/** Merges class names, letting later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
