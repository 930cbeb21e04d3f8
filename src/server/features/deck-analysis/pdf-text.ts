import { extractText, getDocumentProxy } from "unpdf";

/** Pages of text beyond this are ignored: a deck is a few dozen slides, not a book. */
export const MAX_PAGES = 200;

/** Each page's text (lines separated by newlines). Throws a readable error for a PDF that cannot be read. */
export async function extractPdfPages(bytes: Uint8Array): Promise<string[]> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // unpdf transfers the buffer to its worker: give it a copy so the caller's bytes stay usable.
    pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  } catch (err) {
    throw new Error(`The PDF could not be read (${(err as Error).message.replace(/\.$/, "")}).`, { cause: err });
  }
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.slice(0, MAX_PAGES);
  } finally {
    // Frees the document in pdf.js's worker (the loading task owns it).
    await pdf.loadingTask.destroy().catch(() => {});
  }
}
