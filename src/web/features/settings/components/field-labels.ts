import type { FieldEntity, FieldType } from "@shared/constants/custom-fields";

export const entityLabels: Record<FieldEntity, string> = { company: "Company", person: "Person", lp: "LP" };

export const typeLabels: Record<FieldType, string> = {
  text: "Text",
  longText: "Long text",
  number: "Number",
  money: "Money",
  date: "Date",
  checkbox: "Checkbox",
  select: "Single select",
  multiSelect: "Multi select",
  url: "URL",
  email: "E-mail",
  member: "Member",
  company: "Company link",
  person: "Person link",
};
