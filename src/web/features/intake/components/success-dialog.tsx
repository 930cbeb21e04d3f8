import { useEffect, useRef } from "react";
import { CircleCheck } from "lucide-react";

type SuccessDialogProps = { open: boolean; websiteUrl: string | null; organizationName: string; onClose: () => void };

/** "Submission Successful": the browser's own modal dialog (focus trap and Escape without a library). */
export function SuccessDialog({ open, websiteUrl, organizationName, onClose }: SuccessDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="intake-success-title"
      aria-describedby="intake-success-text"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-border bg-surface p-6 text-foreground shadow-xl backdrop:bg-black/40"
    >
      <CircleCheck className="size-8 text-success" aria-hidden />
      <h2 id="intake-success-title" className="mt-3 text-base font-semibold">
        Submission Successful
      </h2>
      <p id="intake-success-text" className="mt-2 text-sm text-muted-foreground">
        Your application has been submitted successfully. Our team will review your application and get back to you soon.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="h-9 rounded-md border border-border-strong bg-surface px-4 text-sm font-medium hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Close
        </button>
        {websiteUrl && (
          <a
            href={websiteUrl}
            className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Visit {organizationName}
          </a>
        )}
      </div>
    </dialog>
  );
}
