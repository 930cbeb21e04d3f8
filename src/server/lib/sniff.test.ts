import { describe, expect, it } from "vitest";
import { sniffIntakeFile } from "./sniff";

const bytes = (...parts: (number[] | string | Buffer)[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p)))));
const ole = (stream: string) => bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], Buffer.alloc(500), Buffer.from(stream, "utf16le"));
const zip = (...names: string[]) => bytes([0x50, 0x4b, 0x03, 0x04], names.join("\0"));

describe("sniffIntakeFile", () => {
  it("knows PDF, PowerPoint and Word (old and new) and raster images by their content", () => {
    expect(sniffIntakeFile(bytes("%PDF-1.7\n"))?.extension).toBe("pdf");
    expect(sniffIntakeFile(ole("PowerPoint Document"))).toEqual({ mime: "application/vnd.ms-powerpoint", extension: "ppt" });
    expect(sniffIntakeFile(ole("WordDocument"))).toEqual({ mime: "application/msword", extension: "doc" });
    expect(sniffIntakeFile(zip("[Content_Types].xml", "ppt/presentation.xml"))?.extension).toBe("pptx");
    expect(sniffIntakeFile(zip("[Content_Types].xml", "word/document.xml"))?.extension).toBe("docx");
    expect(sniffIntakeFile(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.extension).toBe("png");
    expect(sniffIntakeFile(bytes([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe("jpg");
  });

  it("refuses everything else, whatever it is called", () => {
    for (const refused of [
      bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      bytes("<html><script>alert(1)</script>"),
      bytes([0x4d, 0x5a, 0x90, 0x00]), // a Windows executable
      ole("Workbook"), // an Excel file: an OLE file, but neither a deck nor a document
      zip("[Content_Types].xml", "xl/workbook.xml"),
      zip("evil.sh"),
      new Uint8Array(0),
    ])
      expect(sniffIntakeFile(refused)).toBeNull();
  });
});
