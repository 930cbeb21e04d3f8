/** Column widths shared by the plain table and the grouped sections. */
export function TableColumns() {
  return (
    <colgroup>
      <col className="w-[24%]" />
      <col className="w-[140px]" />
      <col />
      <col className="w-[92px]" />
      <col className="w-[132px]" />
      <col className="w-[124px]" />
      <col className="w-[176px]" />
    </colgroup>
  );
}

const th = "h-9 px-3 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground";

export function TableHead({ sticky = true }: { sticky?: boolean }) {
  return (
    <thead className={sticky ? "sticky top-0 z-10 bg-surface-muted shadow-[inset_0_-1px_0_var(--border)]" : "bg-surface-muted shadow-[inset_0_-1px_0_var(--border)]"}>
      <tr>
        <th scope="col" className={th}>Company</th>
        <th scope="col" className={th}>POC</th>
        <th scope="col" className={th}>Description</th>
        <th scope="col" className={th}>Round</th>
        <th scope="col" className={th}>Sector</th>
        <th scope="col" className={`${th} text-right`}>Days in Pipeline</th>
        <th scope="col" className={th}>Status</th>
      </tr>
    </thead>
  );
}

export const ROW_HEIGHT = 53;
