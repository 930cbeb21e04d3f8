import type { PersonCreate } from "@shared/schemas/people";
import { Section } from "./contact-fields";

const NOT_PROVIDED = "Not provided";

/** Contact Summary: e-mail, phone, LinkedIn (View Profile) and location, 'Not provided' when empty. */
export function ContactSummary({
  values,
}: {
  values: Partial<Record<Exclude<keyof PersonCreate, "customFields" | "otherEmails">, string | null>>;
}) {
  const location = [values.city, values.address].filter((v) => v && String(v).trim()).join(", ");
  const linkedin = values.linkedin?.trim();
  const rows: [string, React.ReactNode][] = [
    ["Email", values.email?.trim() || NOT_PROVIDED],
    ["Phone", values.phone?.trim() || NOT_PROVIDED],
    [
      "LinkedIn",
      linkedin ? (
        <a
          href={/^https?:\/\//i.test(linkedin) ? linkedin : `https://${linkedin}`}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary hover:underline"
        >
          View Profile
        </a>
      ) : (
        NOT_PROVIDED
      ),
    ],
    ["Location", location || NOT_PROVIDED],
  ];
  return (
    <Section title="Contact Summary">
      <dl className="space-y-2 rounded-md border border-border bg-surface-muted px-3 py-3 text-[13px]">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 truncate text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
