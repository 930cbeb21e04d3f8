import { CommentsRemindersPanel } from "@web/components/comments-reminders/comments-reminders-panel";
import { useMe } from "@web/lib/me-context";
import { canWrite } from "@web/lib/session";
import { useSearchParams } from "@web/lib/router";

/** The panel's Comments & Reminders tab: the shared dialog's content, scoped to this company. */
export function CommentsTab({ companyId, companyName }: { companyId: string; companyName: string }) {
  const me = useMe();
  // ?kind=reminder (a reminder's notification or digest link) opens on the Reminders list.
  const initialTab = useSearchParams()[0].get("kind") === "reminder" ? "reminder" : "comment";
  return (
    <section aria-label={`Comments and reminders on ${companyName}`} className="rounded-lg border border-border bg-surface p-5">
      <CommentsRemindersPanel scope={{ companyId }} initialTab={initialTab} editable={canWrite(me.role)} />
    </section>
  );
}
