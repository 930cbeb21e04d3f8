import type { FieldEntity } from "@shared/constants/custom-fields";
import type { ImportEntity } from "@shared/constants/imports";
import { columnDictionary, type ColumnDef, type ExportEntity } from "@shared/import-export/columns";

/**
 * How a cell becomes a value: plain text kinds, parsed kinds, closed lists (`enum`: only the
 * allowed values; `soft`: an allowed value when one fits, else the text as written) and relations
 * resolved by name.
 */
export type TargetKind =
  | "text"
  | "email"
  | "money"
  | "number"
  | "date"
  | "boolean"
  | "enum"
  | "soft"
  | "textList"
  | "emailList"
  | "fund"
  | "poc"
  | "pocs"
  | "founders"
  | "company";

/** A field a column can be mapped to; `column` is the record's property it writes. */
export type Target = {
  key: string;
  label: string;
  kind: TargetKind;
  column?: string;
  allowed?: readonly string[];
  max?: number;
};

export type EntitySpec = {
  entityType: "company" | "person" | "lp" | "equity_investment";
  fieldEntity: FieldEntity | null;
  targets: Target[];
  /** Targets that must be mapped to create records (a file without them is refused before any row is read). */
  requiredForCreate: string[];
  /** Targets of which one must be mapped to find records to update. */
  matchBy: string[];
};

/** The import's entity names as the shared column dictionary spells them. */
export const dictionaryEntity: Record<ImportEntity, ExportEntity> = {
  companies: "companies",
  people: "people",
  lps: "lps",
  "equity-investments": "equityInvestments",
};

const LONG_TEXT = new Set(["overview", "notes", "updates", "elevatorPitch"]);

/** The dictionary's column as the importer writes it (read-only columns such as "Created" are not importable). */
function targetOf(entity: ImportEntity, c: ColumnDef): Target {
  const base = {
    key: c.key,
    label: c.header,
    column: c.key,
    max: LONG_TEXT.has(c.key) ? 20_000 : c.key === "name" || c.key === "entityName" ? 200 : 1000,
  };
  const k = c.kind;
  switch (k.type) {
    case "text":
      return { ...base, kind: c.key === "email" ? "email" : "text" };
    case "number":
      return { ...base, kind: "number" };
    case "money":
    case "date":
    case "boolean":
      return { ...base, kind: k.type };
    case "enum":
      return { ...base, kind: k.open ? "soft" : "enum", allowed: k.values };
    case "relation":
      if (k.target === "fund") return { ...base, kind: "fund", column: "fundId" };
      if (k.target === "poc" || k.target === "user") return { ...base, kind: "poc", column: "pocId" };
      // A person's company is stored by name; an investment's company is a record.
      if (k.target === "company" && entity === "equity-investments") return { ...base, kind: "company", column: "companyId" };
      return { ...base, kind: "text" };
    case "list":
      if (k.target === "poc" || k.target === "user") return { ...base, kind: "pocs", column: undefined };
      if (k.target === "person") return { ...base, kind: "founders", column: undefined };
      return { ...base, kind: c.key === "otherEmails" ? "emailList" : "textList" };
  }
}

const targetsOf = (entity: ImportEntity) =>
  columnDictionary[dictionaryEntity[entity]].filter((c) => !c.readOnly).map((c) => targetOf(entity, c));

export const entitySpecs: Record<ImportEntity, EntitySpec> = {
  companies: {
    entityType: "company",
    fieldEntity: "company",
    requiredForCreate: ["name"],
    matchBy: ["name", "website"],
    targets: targetsOf("companies"),
  },
  people: { entityType: "person", fieldEntity: "person", requiredForCreate: ["name"], matchBy: ["email"], targets: targetsOf("people") },
  lps: {
    entityType: "lp",
    fieldEntity: "lp",
    requiredForCreate: ["entityName", "fund"],
    matchBy: ["entityName"],
    targets: targetsOf("lps"),
  },
  "equity-investments": {
    entityType: "equity_investment",
    fieldEntity: null,
    requiredForCreate: ["company", "roundType", "investedAmount", "valuation", "investmentDate"],
    matchBy: ["company"],
    targets: targetsOf("equity-investments"),
  },
};
