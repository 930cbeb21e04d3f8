import { describe, expect, it } from "vitest";
import { intakeSubmissionSchema } from "@shared/schemas/intake";
import { emptyValues, validate, type FieldName, type IntakeValues } from "./fields";

const valid: IntakeValues = {
  companyName: "Kestrel Health",
  companyWebsite: "https://kestrel.health",
  sector: "Technology",
  subSector: "Health Tech",
  city: "Lisbon",
  region: "Europe",
  round: "Seed",
  roundSize: "$2M",
  desiredValuation: "$12M post-money",
  founderOwnership: "62.5",
  currentMonthlyRevenue: "$40k",
  elevatorPitch: "Clinics lose a fifth of their claims to billing errors; we check every claim before it goes out.",
};

/** The server's first message per field, as the submission route would answer it. */
function serverErrors(values: IntakeValues): Partial<Record<FieldName, string>> {
  const parsed = intakeSubmissionSchema.safeParse(values);
  const out: Partial<Record<FieldName, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) out[issue.path[0] as FieldName] ??= issue.message;
  return out;
}

const cases: [string, Partial<IntakeValues>][] = [
  ["a complete application", {}],
  ["every field empty", emptyValues],
  ["blanks only", { companyName: "   ", city: "\t" }],
  ["texts one past their limits", { companyName: "a".repeat(201), city: "c".repeat(121), elevatorPitch: "p".repeat(5001) }],
  ["texts at their limits", { companyName: "a".repeat(200), roundSize: "r".repeat(120), elevatorPitch: "p".repeat(5000) }],
  ["a website too long", { companyWebsite: `https://${"w".repeat(500)}.com` }],
  ["control characters", { companyName: "Kestrel\u0007Health", elevatorPitch: "line one\u0000" }],
  ["newlines and tabs in the pitch", { elevatorPitch: "one\ntwo\tthree" }],
  ["websites that are not addresses", { companyWebsite: "kestrel.health" }],
  ["a non-web address", { companyWebsite: "ftp://kestrel.health" }],
  ["a plain http address", { companyWebsite: "http://kestrel.health/about" }],
  ["options not on the lists", { sector: "Space", region: "Antarctica", round: "Series Z", subSector: "Other" }],
  ["ownership out of range", { founderOwnership: "101" }],
  ["negative ownership", { founderOwnership: "-1" }],
  ["ownership that is not a number", { founderOwnership: "most" }],
  ["ownership at the bounds", { founderOwnership: "0" }],
];

describe("the intake page's light check answers as the server's schema does", () => {
  for (const [what, change] of cases)
    it(what, () => {
      const values = { ...valid, ...change };
      expect(validate(values)).toEqual(serverErrors(values));
    });

  it("the cases reach every field's limit and rule (the parity is not vacuous)", () => {
    const failing = new Set(cases.flatMap(([, change]) => Object.keys(serverErrors({ ...valid, ...change }))));
    expect([...failing].sort()).toEqual(Object.keys(valid).sort());
  });
});
