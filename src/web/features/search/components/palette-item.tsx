import { Command } from "cmdk";
import { resultKinds } from "./result-icons";
import type { PaletteEntry } from "./palette-sections";

/** The title with the typed text marked where it occurs (fuzzy matches are shown plain). */
function Marked({ text, q }: { text: string; q: string }) {
  const at = q ? text.toLowerCase().indexOf(q.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="rounded-sm bg-transparent font-semibold text-foreground">{text.slice(at, at + q.length)}</mark>
      {text.slice(at + q.length)}
    </>
  );
}

export function PaletteItem({ entry, q, onSelect }: { entry: PaletteEntry; q: string; onSelect: () => void }) {
  const { record, command } = entry;
  const Icon = record ? resultKinds[record.type].icon : command!.icon;
  const title = record?.title ?? command!.label;
  const detail = record ? (record.highlight ?? record.subtitle) : null;
  return (
    <Command.Item
      value={entry.value}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm text-foreground data-[selected=true]:bg-selected"
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate">
          <Marked text={title} q={q} />
        </span>
        {detail && (
          <span className="truncate text-xs text-muted-foreground">
            <Marked text={detail} q={q} />
          </span>
        )}
      </span>
    </Command.Item>
  );
}
