import { useQuery } from "@tanstack/react-query";
import type { CustomField } from "@shared/schemas/custom-fields";
import type { Member } from "@shared/schemas/organizations";
import { fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { MoneyInput } from "@web/components/ui/money-input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { RecordPicker, recordNameQuery, type RecordKind } from "@web/components/record-picker";

export type Draft = string | number | boolean | string[] | null;

type Props = { field: CustomField; id: string; value: Draft; error?: string; members: Member[]; onChange: (value: Draft) => void };

/** The control of one custom field; its value in the API's shape (null when blank). */
export function CustomFieldInput({ field, id, value, error, members, onChange }: Props) {
  const aria = fieldAria(id, error);
  const text = value === null || value === undefined ? "" : String(value);
  const blankNull = (s: string) => onChange(s === "" ? null : s);
  switch (field.type) {
    case "longText":
      return <Textarea {...aria} rows={3} value={text} onChange={(e) => blankNull(e.target.value)} />;
    case "number":
      return (
        <Input
          {...aria}
          inputMode="decimal"
          value={text}
          onChange={(e) =>
            onChange(e.target.value.trim() === "" ? null : Number.isNaN(Number(e.target.value)) ? e.target.value : Number(e.target.value))
          }
        />
      );
    case "money":
      return <MoneyInput {...aria} value={typeof value === "number" ? value : null} onValueChange={(v) => onChange(v)} placeholder="0" />;
    case "date":
      return <Input {...aria} type="date" value={text} onChange={(e) => blankNull(e.target.value)} />;
    case "checkbox":
      return (
        <input
          {...aria}
          type="checkbox"
          className="size-4 accent-[var(--primary)]"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case "select":
      return (
        <NativeSelect {...aria} value={text} onChange={(e) => blankNull(e.target.value)}>
          <option value="">—</option>
          {field.options.map((o) => (
            <option key={o.id} value={o.label}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      );
    case "multiSelect": {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div id={id} role="group" aria-label={field.name} className="flex flex-wrap gap-3">
          {field.options.map((o) => (
            <label key={o.id} className="flex items-center gap-1.5 text-[13px]">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={chosen.includes(o.label)}
                onChange={(e) => onChange(e.target.checked ? [...chosen, o.label] : chosen.filter((l) => l !== o.label))}
              />
              {o.label}
            </label>
          ))}
        </div>
      );
    }
    case "member":
      return (
        <NativeSelect {...aria} value={text} onChange={(e) => blankNull(e.target.value)}>
          <option value="">—</option>
          {members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
      );
    case "company":
    case "person":
      return <LinkInput kind={field.type} id={id} value={text || null} error={error} onChange={onChange} />;
    default:
      return (
        <Input
          {...aria}
          type={field.type === "email" ? "email" : field.type === "url" ? "url" : "text"}
          value={text}
          onChange={(e) => blankNull(e.target.value)}
        />
      );
  }
}

/** A link to a company or person: picked by name, stored as the record's id. */
function LinkInput({
  kind,
  id,
  value,
  error,
  onChange,
}: {
  kind: RecordKind;
  id: string;
  value: string | null;
  error?: string;
  onChange: (v: Draft) => void;
}) {
  const name = useQuery({ ...recordNameQuery(kind, value ?? ""), enabled: value !== null }).data;
  return (
    <RecordPicker
      id={id}
      kind={kind}
      value={value ? { id: value, name: name ?? "" } : null}
      onChange={(record) => onChange(record?.id ?? null)}
      invalid={Boolean(error)}
      describedBy={fieldAria(id, error)["aria-describedby"]}
    />
  );
}
