import type { ChangeEvent } from "react";
import { ChevronDown } from "lucide-react";
import { inputClassName } from "@web/components/ui/input";
import type { FieldName, sections } from "../fields";

type Spec = (typeof sections)[number]["fields"][number];

type IntakeFieldProps = {
  spec: Spec;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (name: FieldName, value: string) => void;
};

/** Label above, control, the error in red under it (the app's Field pattern, without its dependencies). */
export function IntakeField({ spec, value, error, disabled, onChange }: IntakeFieldProps) {
  const id = `intake-${spec.name}`;
  const aria = {
    id,
    name: spec.name,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    "aria-required": true,
  } as const;
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    onChange(spec.name, event.target.value);
  return (
    <div className={`flex flex-col gap-1.5 ${spec.kind === "textarea" ? "sm:col-span-2" : ""}`}>
      <label htmlFor={id} className="text-[13px] leading-none font-medium text-foreground">
        {spec.label}
      </label>
      {spec.kind === "select" ? (
        // Drawn like the app's NativeSelect (its own chevron, not the system's arrow), without its
        // class-merging helper, which would cost the page's first load more than this copy.
        <div className="relative">
          <select {...aria} value={value} onChange={change} className={`${inputClassName} cursor-pointer appearance-none pr-8`}>
            <option value="">Select {spec.label.toLowerCase()}</option>
            {spec.options?.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2 text-subtle-foreground"
            aria-hidden
          />
        </div>
      ) : spec.kind === "textarea" ? (
        <textarea
          {...aria}
          value={value}
          onChange={change}
          rows={4}
          maxLength={5000}
          placeholder={spec.placeholder}
          className={`${inputClassName} h-auto min-h-24 py-2`}
        />
      ) : (
        <input
          {...aria}
          type={spec.kind === "url" ? "url" : "text"}
          inputMode={spec.kind === "number" ? "decimal" : undefined}
          value={value}
          onChange={change}
          placeholder={spec.placeholder}
          autoComplete={spec.autoComplete ?? "off"}
          className={spec.kind === "number" ? `${inputClassName} tabular` : inputClassName}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
