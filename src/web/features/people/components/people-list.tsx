import { useEffect, useRef } from "react";
import { Link } from "@web/lib/router";
import type { CustomField } from "@shared/schemas/custom-fields";
import type { Person } from "@shared/schemas/people";
import { FieldValue } from "@web/components/custom-fields/field-value";
import { useWindow } from "@web/lib/use-window";
import { useMediaQuery, WIDE_SCREEN } from "@web/lib/use-media-query";

const ROW_HEIGHT = 41;
const CARD_HEIGHT = 96;

type Props = {
  people: Person[];
  extra?: CustomField[];
  total?: number;
  onOpen: (id: string) => void;
  onNearEnd: () => void;
  loadingMore: boolean;
};

/** LinkedIn opens in a new tab without opening the row; 'N/A' when empty. */
function LinkedIn({ url }: { url: string | null }) {
  if (!url) return <span className="text-muted-foreground">N/A</span>;
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-primary hover:underline"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      LinkedIn
    </a>
  );
}

const columns = ["Name", "Title", "Type", "Sector", "Company", "Email", "City", "POC", "LinkedIn"];
const widths = ["15%", "12%", "11%", "8%", "13%", "16%", "9%", "8%", "8%"];
const cell = "truncate px-3 text-[13px]";
/** A custom field column's width: the built-in columns keep their share of the base width. */
const EXTRA_WIDTH = 160;

/** The network as a windowed table (cards on phones); rows load page by page as you scroll. */
export function PeopleList({ people, extra = [], total, onOpen, onNearEnd, loadingMore }: Props) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const scroller = useRef<HTMLDivElement>(null);
  const { start, end, padTop, padBottom } = useWindow(scroller, people.length, wide ? ROW_HEIGHT : CARD_HEIGHT);
  useEffect(() => {
    if (end >= people.length - 15) onNearEnd();
  }, [end, people.length, onNearEnd]);
  const shown = people.slice(start, end);

  return (
    <div ref={scroller} className="relative max-h-[calc(100dvh-15rem)] overflow-auto rounded-lg border border-border bg-surface">
      {wide ? (
        <table className="w-full table-fixed border-collapse" style={{ minWidth: 1100 + EXTRA_WIDTH * extra.length }} aria-rowcount={total}>
          <caption className="sr-only">People in your network</caption>
          <colgroup>
            {widths.map((w, i) => (
              <col key={i} style={{ width: extra.length ? `calc(${w} * ${1100 / (1100 + EXTRA_WIDTH * extra.length)})` : w }} />
            ))}
            {extra.map((f) => (
              <col key={f.id} style={{ width: EXTRA_WIDTH }} />
            ))}
          </colgroup>
          <thead className="sticky top-0 z-10 bg-surface-muted">
            <tr className="border-b border-border text-left text-xs font-medium text-muted-foreground">
              {columns.map((c) => (
                <th key={c} scope="col" className="h-9 px-3 font-medium">
                  {c}
                </th>
              ))}
              {extra.map((f) => (
                <th key={f.id} scope="col" className="h-9 truncate px-3 font-medium">
                  {f.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {shown.map((p) => (
              <tr
                key={p.id}
                onClick={() => onOpen(p.id)}
                className="cursor-pointer border-b border-border hover:bg-hover"
                style={{ height: ROW_HEIGHT }}
              >
                <td className={`${cell} font-medium`}>
                  <Link to={`/people/${p.id}`} className="hover:underline" onClick={(e) => e.stopPropagation()} title={p.name}>
                    {p.name}
                  </Link>
                </td>
                {[p.title, p.personType, p.sectorFocus, p.companyName, p.email, p.city, p.pocName].map((v, i) => (
                  <td key={i} className={`${cell} text-muted-foreground`} title={v ?? undefined}>
                    {v ?? ""}
                  </td>
                ))}
                <td className={cell}>
                  <LinkedIn url={p.linkedin} />
                </td>
                {extra.map((f) => (
                  <td key={f.id} className={`${cell} text-muted-foreground`}>
                    <FieldValue field={f} value={p.customFields?.[f.key]} />
                  </td>
                ))}
              </tr>
            ))}
            {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
          </tbody>
        </table>
      ) : (
        <ul aria-label="People in your network">
          {padTop > 0 && <li aria-hidden style={{ height: padTop }} />}
          {shown.map((p) => (
            // The name's link covers the card (its ::after), so a tap anywhere opens the contact and the
            // keyboard reaches the same link; LinkedIn sits above that cover.
            <li
              key={p.id}
              className="relative flex cursor-pointer flex-col justify-center gap-0.5 border-b border-border px-4"
              style={{ height: CARD_HEIGHT }}
            >
              <div className="flex items-center justify-between gap-3">
                <Link to={`/people/${p.id}`} className="truncate text-sm font-medium after:absolute after:inset-0 after:content-['']">
                  {p.name}
                </Link>
                <span className="relative z-[1] shrink-0 text-[13px]">
                  <LinkedIn url={p.linkedin} />
                </span>
              </div>
              <p className="truncate text-[13px] text-muted-foreground">{[p.title, p.companyName].filter(Boolean).join(" · ") || "—"}</p>
              <p className="truncate text-xs text-muted-foreground">
                {[p.personType, p.sectorFocus, p.city, p.pocName && `POC ${p.pocName}`].filter(Boolean).join(" · ")}
              </p>
            </li>
          ))}
          {padBottom > 0 && <li aria-hidden style={{ height: padBottom }} />}
        </ul>
      )}
      {loadingMore && (
        <p className="sticky bottom-0 border-t border-border bg-surface/90 px-3 py-2 text-center text-xs text-muted-foreground">
          Loading more people...
        </p>
      )}
    </div>
  );
}
