import { describe, expect, it } from "vitest";
import { pipelineStages } from "@shared/constants/pipeline";
import { mapValue, normaliseDomain, parseDate, parseList, parseMoney } from "./normalise";
import { decodeText, detectDelimiter, sniffFormat } from "./parse";

describe("normaliseDomain", () => {
  it("ignores scheme, www., port, path, query and case", () => {
    for (const w of ["https://www.Acme.com/about?x=1", "http://acme.com:8080", "ACME.COM", "www2.acme.com/", "//acme.com#top"])
      expect(normaliseDomain(w)).toBe("acme.com");
    expect(normaliseDomain("sub.acme.co.uk/path")).toBe("sub.acme.co.uk");
    expect(normaliseDomain("not a domain")).toBeNull();
    expect(normaliseDomain("")).toBeNull();
  });
});

describe("mapValue", () => {
  it("takes the user's mapping, then the same words, then the one value containing them", () => {
    expect(mapValue("Diligence", pipelineStages)).toBe("Due Diligence");
    expect(mapValue("due-diligence", pipelineStages)).toBe("Due Diligence");
    expect(mapValue("Diligence", pipelineStages, { diligence: "IC Review" })).toBe("IC Review");
    expect(mapValue("Approved", pipelineStages)).toBeNull(); // two stages contain it
    expect(mapValue("Won", pipelineStages)).toBeNull();
    expect(mapValue("Won", pipelineStages, { Won: "Not a stage" })).toBeNull();
  });
});

describe("cell parsing", () => {
  it("reads dollars, dates and lists as written in spreadsheets", () => {
    expect(parseMoney("$1,250,000")).toBe(1_250_000);
    expect(parseMoney("1.5M")).toBe(1_500_000);
    expect(parseMoney("USD 300k")).toBe(300_000);
    expect(parseMoney("lots")).toBeNull();
    expect(parseDate("2024-02-29")).toBe("2024-02-29");
    expect(parseDate("3/5/2024")).toBe("2024-03-05");
    expect(parseDate("2023-02-29")).toBeNull();
    expect(parseList("Ana Lee; Bo Chen; ana lee")).toEqual(["Ana Lee", "Bo Chen"]);
  });
});

describe("file sniffing", () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it("detects the delimiter outside quotes", () => {
    expect(detectDelimiter("Name;City\nA;B")).toBe(";");
    expect(detectDelimiter("Name\tCity, Country\nA\tB")).toBe("\t");
    expect(detectDelimiter('"Name, full"|City\n')).toBe("|");
    expect(detectDelimiter("Name\nAcme")).toBe(",");
  });
  it("reads UTF-8 with and without BOM, and Windows-1252 otherwise", () => {
    expect(decodeText(bytes("\uFEFFCafé"))).toEqual({ text: "Café", encoding: "utf-8" });
    expect(decodeText(bytes("Café"))).toEqual({ text: "Café", encoding: "utf-8" });
    expect(decodeText(Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x80]))).toEqual({ text: "Café€", encoding: "windows-1252" });
  });
  it("tells text from .xlsx and from binary data", () => {
    expect(sniffFormat(bytes("a,b\n1,2"))).toBe("csv");
    expect(sniffFormat(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...bytes("....xl/workbook.xml")]))).toBe("xlsx");
    expect(() => sniffFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))).toThrow(/binary/);
    expect(() => sniffFormat(new Uint8Array())).toThrow(/empty/);
  });
});
