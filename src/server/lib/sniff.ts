export type SniffedImage = { mime: "image/png" | "image/jpeg" | "image/gif" | "image/webp"; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

/** Identifies raster images by their leading bytes; names and declared types are ignored. SVG is never accepted. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", extension: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { mime: "image/gif", extension: "gif" };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { mime: "image/webp", extension: "webp" };
  return null;
}

export type SniffedDocument = { mime: string; extension: "pdf" | "pptx" | "docx" };

const ascii = (s: string) => Buffer.from(s, "latin1");

/**
 * Identifies PDF, PPTX and DOCX by content: "%PDF-" at the start, or a ZIP (OOXML) package
 * that holds [Content_Types].xml and the presentation or document part. Names are ignored.
 */
export function sniffDocument(bytes: Uint8Array): SniffedDocument | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: "application/pdf", extension: "pdf" };
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.indexOf(ascii("[Content_Types].xml")) < 0) return null;
  if (buf.indexOf(ascii("ppt/presentation.xml")) >= 0)
    return { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", extension: "pptx" };
  if (buf.indexOf(ascii("word/document.xml")) >= 0)
    return { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" };
  return null;
}

/** An XLSX workbook (a ZIP package with the workbook part): the document vaults take spreadsheets too, intake forms do not. */
export function sniffSpreadsheet(bytes: Uint8Array): { mime: string; extension: "xlsx" } | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.indexOf(ascii("[Content_Types].xml")) < 0 || buf.indexOf(ascii("xl/workbook.xml")) < 0) return null;
  return { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" };
}

export function mimeForExtension(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1);
  const known: Record<string, string> = {
    png: "image/png",
    jpg: "image/jpeg",
    gif: "image/gif",
    webp: "image/webp",
    pdf: "application/pdf",
  };
  return known[ext] ?? "application/octet-stream";
}

export type SniffedIntakeFile = { mime: string; extension: string };

const utf16 = (s: string) => Buffer.from(s, "utf16le");

/**
 * What a public intake form accepts, by content: PDF, PPTX, DOCX, the older PPT and DOC
 * (an OLE compound file whose directory names the "PowerPoint Document" or "WordDocument"
 * stream), and raster images. Anything else, whatever its name or declared type, is refused.
 */
export function sniffIntakeFile(bytes: Uint8Array): SniffedIntakeFile | null {
  const document = sniffDocument(bytes);
  if (document) return document;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (buf.indexOf(utf16("PowerPoint Document")) >= 0) return { mime: "application/vnd.ms-powerpoint", extension: "ppt" };
    if (buf.indexOf(utf16("WordDocument")) >= 0) return { mime: "application/msword", extension: "doc" };
    return null;
  }
  return sniffImage(bytes);
}
