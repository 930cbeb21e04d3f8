import { displayPhone } from "@shared/constants/people";
import { formatMoney } from "@shared/format";
import type { CustomField } from "@shared/schemas/custom-fields";
import type { Lp } from "@shared/schemas/lps";
import { FieldValue } from "@web/components/custom-fields/field-value";

const na = (v: string | null) => v ?? "N/A";
const cell = "max-w-0 truncate px-3 py-2.5 text-[13px]";

type Props = { lps: Lp[]; extra?: CustomField[]; onOpen: (lp: Lp) => void; onNearEnd: () => void };

/** Entity Name, Contact Email, Contact Phone, Commitment and the chosen custom fields, scrolling within 600 px; a row opens the LP. */
export function LpsTable({ lps, extra = [], onOpen, onNearEnd }: Props) {
  return (
    <div
      className="max-h-[600px] overflow-auto rounded-lg border border-border bg-surface"
      onScroll={(e) => {
        const el = e.currentTarget;
        if (el.scrollTop + el.clientHeight > el.scrollHeight - 400) onNearEnd();
      }}
    >
      <table className="w-full table-fixed border-collapse" style={{ minWidth: 640 + 160 * extra.length }}>
        <caption className="sr-only">Limited partners of this fund</caption>
        <colgroup>
          <col style={{ width: "32%" }} />
          <col style={{ width: "28%" }} />
          <col style={{ width: "20%" }} />
          <col style={{ width: "20%" }} />
          {extra.map((f) => (
            <col key={f.id} style={{ width: 160 }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-surface-muted">
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="h-9 px-3 font-medium">
              Entity Name
            </th>
            <th scope="col" className="h-9 px-3 font-medium">
              Contact Email
            </th>
            <th scope="col" className="h-9 px-3 font-medium">
              Contact Phone
            </th>
            <th scope="col" className="h-9 px-3 text-right font-medium">
              Commitment
            </th>
            {extra.map((f) => (
              <th key={f.id} scope="col" className="h-9 truncate px-3 font-medium">
                {f.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lps.map((lp) => (
            <tr key={lp.id} onClick={() => onOpen(lp)} className="cursor-pointer border-b border-border last:border-b-0 hover:bg-hover">
              <td className={`${cell} font-medium`} title={lp.entityName}>
                <button
                  type="button"
                  className="max-w-full truncate text-left hover:underline"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(lp);
                  }}
                >
                  {lp.entityName}
                </button>
              </td>
              <td className={`${cell} text-muted-foreground`} title={lp.email ?? undefined}>
                {na(lp.email)}
              </td>
              <td className={`${cell} text-muted-foreground`}>{na(lp.phone && displayPhone(lp.phone))}</td>
              <td className={`${cell} tabular text-right`}>{lp.commitmentUsd === null ? "N/A" : formatMoney(lp.commitmentUsd)}</td>
              {extra.map((f) => (
                <td key={f.id} className={`${cell} text-muted-foreground`}>
                  <FieldValue field={f} value={lp.customFields?.[f.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
