import { CommentsRemindersPanel } from "@web/components/comments-reminders/comments-reminders-panel";
import { useMe } from "@web/lib/me-context";
import { canWrite } from "@web/lib/session";

/** The panel's Comments & Reminders tab: the shared dialog's content, scoped to this company. */
export function CommentsTab({ companyId, companyName }: { companyId: string; companyName: string }) {
  const me = useMe();
  return (
    <section aria-label={`Comments and reminders on ${companyName}`} className="rounded-lg border border-border bg-surface p-5">
      <CommentsRemindersPanel scope={{ companyId }} editable={canWrite(me.role)} />
    </section>
  );
}
