import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CustomField } from "@shared/schemas/custom-fields";
import { recordNameQuery } from "@web/components/record-picker";
import { membersQuery } from "@web/lib/reference-data";
import { formatFieldValue } from "./format-value";

/** A linked company's or person's name; "Deleted record" once it is gone. */
function LinkedName({ kind, id }: { kind: "company" | "person"; id: string }) {
  const name = useQuery(recordNameQuery(kind, id));
  if (name.isError) return <span className="text-muted-foreground">Deleted record</span>;
  return <>{name.data ?? "…"}</>;
}

function MemberName({ id }: { id: string }) {
  const members = useQuery(membersQuery()).data?.items;
  return <>{members?.find((m) => m.userId === id)?.name ?? (members ? "Former member" : "…")}</>;
}

/**
 * A stored value as people read it: a member's or linked record's name rather than its id,
 * money as money; `empty` when there is no value.
 */
export function FieldValue({ field, value, empty = null }: { field: Pick<CustomField, "type">; value: unknown; empty?: ReactNode }) {
  if (value === null || value === undefined || value === "") return <>{empty}</>;
  if (typeof value === "string" && (field.type === "company" || field.type === "person"))
    return <LinkedName kind={field.type} id={value} />;
  if (typeof value === "string" && field.type === "member") return <MemberName id={value} />;
  return <>{formatFieldValue(field, value)}</>;
}
