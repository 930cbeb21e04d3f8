import { Search } from "lucide-react";
import type { NamedItem } from "@shared/schemas/settings";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";

export type AdvancedFields = {
  name: string;
  title: string;
  type: string;
  sector: string;
  company: string;
  email: string;
  city: string;
  pocId: string;
};
export const emptyAdvanced: AdvancedFields = { name: "", title: "", type: "", sector: "", company: "", email: "", city: "", pocId: "" };
const textFields: [keyof AdvancedFields, string][] = [
  ["name", "Name"],
  ["title", "Title"],
  ["type", "Type"],
  ["sector", "Sector"],
  ["company", "Company"],
  ["email", "Email"],
  ["city", "City"],
];

type Props = {
  q: string;
  onQ: (q: string) => void;
  advanced: AdvancedFields | null;
  onAdvanced: (a: AdvancedFields | null) => void;
  pocs: NamedItem[];
};

/** Basic search, or the Advanced Search fields; switching between them clears both. */
export function PeopleSearch({ q, onQ, advanced, onAdvanced, pocs }: Props) {
  const toggle = () => {
    onQ("");
    onAdvanced(advanced ? null : emptyAdvanced);
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {!advanced && (
          <div className="relative min-w-0 flex-1 sm:max-w-sm">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label="Search people by name, title, company, type or sector"
              placeholder="Search name, title, company, type, sector"
              className="pl-8"
              value={q}
              onChange={(e) => onQ(e.target.value)}
            />
          </div>
        )}
        <Button variant="secondary" aria-pressed={!!advanced} onClick={toggle}>
          {advanced ? "Basic Search" : "Advanced Search"}
        </Button>
      </div>
      {advanced && (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4" role="group" aria-label="Advanced Search">
          {textFields.map(([key, label]) => (
            <Input
              key={key}
              aria-label={label}
              placeholder={label}
              value={advanced[key]}
              onChange={(e) => onAdvanced({ ...advanced, [key]: e.target.value })}
            />
          ))}
          <NativeSelect aria-label="POC" value={advanced.pocId} onChange={(e) => onAdvanced({ ...advanced, pocId: e.target.value })}>
            <option value="">All POCs</option>
            {pocs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
