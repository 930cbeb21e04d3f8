import { INTAKE_FILE_MAX_BYTES, INTAKE_MAX_FILES, INTAKE_TOTAL_MAX_BYTES } from "@shared/constants/intake";

const names = (files: File[]) => {
  const list = files.map((f) => f.name);
  return list.length === 1 ? list[0] : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
};

/**
 * Of the files just picked, those that still fit beside the chosen ones (in order: each at most
 * 10MB, at most 5 files, 25MB together), and a message naming the ones left out and why, so
 * choosing one file too many adds the others instead of refusing them all.
 */
export function addWithinLimits(chosen: File[], picked: File[]): { added: File[]; message: string | undefined } {
  const added: File[] = [];
  const tooLarge: File[] = [];
  const overCount: File[] = [];
  const overTotal: File[] = [];
  let total = chosen.reduce((sum, f) => sum + f.size, 0);
  for (const file of picked) {
    if (file.size > INTAKE_FILE_MAX_BYTES) tooLarge.push(file);
    else if (chosen.length + added.length >= INTAKE_MAX_FILES) overCount.push(file);
    else if (total + file.size > INTAKE_TOTAL_MAX_BYTES) overTotal.push(file);
    else {
      added.push(file);
      total += file.size;
    }
  }
  const reasons: [File[], string][] = [
    [tooLarge, tooLarge.length === 1 ? "larger than 10MB" : "each larger than 10MB"],
    [overCount, `at most ${INTAKE_MAX_FILES} files`],
    [overTotal, "at most 25MB together"],
  ];
  const parts = reasons.filter(([files]) => files.length).map(([files, why]) => `Left out ${names(files)}: ${why}.`);
  return { added, message: parts.length ? parts.join(" ") : undefined };
}
