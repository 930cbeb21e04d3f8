import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { CommentsRemindersPanel } from "./comments-reminders-panel";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A company: its items, opening on Comments. None: all of the user's items, opening on Reminders. */
  company?: { id: string; name: string };
  editable: boolean;
};

/** The shared Comments and Reminders dialog (spec part 1); closes on Escape or outside click. */
export function CommentsRemindersDialog({ open, onOpenChange, company, editable }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{company ? `Comments & Reminders · ${company.name}` : "My Comments & Reminders"}</DialogTitle>
        <DialogDescription className="mb-4">
          {company ? "Notes for the team and reminders with due dates." : "Everything you wrote, across companies."}
        </DialogDescription>
        <CommentsRemindersPanel
          scope={company ? { companyId: company.id } : { mine: true }}
          initialTab={company ? "comment" : "reminder"}
          editable={editable}
        />
      </DialogContent>
    </Dialog>
  );
}
