import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { membersQuery } from "@web/lib/reference-data";

type Renderer = (source: string, mentionNames: string[]) => string;
let renderer: Promise<Renderer> | undefined;
// The renderer loads with the first note shown, not with the app.
const loadRenderer = () => (renderer ??= import("./markdown").then((m) => m.renderMarkdown));

// Reading styles for rendered markdown (the base styles reset headings and lists).
const prose = [
  "flex flex-col gap-3 text-sm leading-6 break-words",
  "[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5",
  "[&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-hover [&_code]:px-1 [&_code]:text-[13px]",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-hover [&_pre]:p-3",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-border-strong [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground",
  "[&_table]:text-[13px] [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:text-left",
  "[&_img]:max-w-full [&_hr]:border-border",
].join(" ");

/** A note's markdown as sanitised HTML (see markdown.ts for what is refused), members' "@Name" as chips. */
export function MarkdownPreview({ source }: { source: string }) {
  const names = (useQuery(membersQuery()).data?.items ?? []).map((m) => m.name);
  const [render, setRender] = useState<Renderer | null>(null);
  useEffect(() => {
    let live = true;
    void loadRenderer().then((r) => live && setRender(() => r));
    return () => {
      live = false;
    };
  }, []);
  if (!render) return <p className="text-[13px] text-muted-foreground">Loading preview...</p>;
  if (!source.trim()) return <p className="text-[13px] text-muted-foreground">Nothing to preview yet.</p>;
  return <div className={prose} dangerouslySetInnerHTML={{ __html: render(source, names) }} />;
}
