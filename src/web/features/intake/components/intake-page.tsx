import { useEffect, useState } from "react";
import { LoaderCircle } from "lucide-react";
import { fetchForm, type PublicForm } from "../api";
import { IntakeForm } from "./intake-form";

/** /raise/{slug} → slug; /raise and /raise-prevail are the forms with those slugs. */
export function slugFromPath(path: string): string {
  const match = /^\/raise\/([^/]+)\/?$/.exec(path);
  if (match) return decodeURIComponent(match[1]);
  return path.replace(/^\/|\/$/g, "") || "raise";
}

type State = { kind: "loading" } | { kind: "missing" } | { kind: "error"; message: string } | { kind: "ready"; form: PublicForm };

/** The public application page: no sign-in, the organisation decided by the slug alone. */
export function IntakePage({ slug }: { slug: string }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    void fetchForm(slug).then((result) => {
      if (result.ok) {
        document.title = `${result.data.title} · ${result.data.organizationName}`;
        setState({ kind: "ready", form: result.data });
      } else if (result.status === 404) {
        document.title = "Form not available · Fundline";
        setState({ kind: "missing" });
      } else setState({ kind: "error", message: result.message });
    });
  }, [slug]);

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-4 py-8 sm:py-12">
      {state.kind === "loading" && (
        <p role="status" className="mt-24 flex items-center justify-center gap-2 text-[13px] text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading form...
        </p>
      )}
      {(state.kind === "missing" || state.kind === "error") && (
        <div className="mt-16 rounded-lg border border-border bg-surface p-6 text-center">
          <h1 className="text-base font-semibold text-foreground">
            {state.kind === "missing" ? "This form is not available" : "The form could not be loaded"}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {state.kind === "missing"
              ? "The link may be mistyped, or the form no longer accepts applications."
              : `${state.message}. Please refresh the page and try again.`}
          </p>
        </div>
      )}
      {state.kind === "ready" && (
        <>
          <header className="mb-6">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{state.form.organizationName}</p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-foreground">{state.form.title}</h1>
            <p className="mt-2 text-sm text-muted-foreground">
              Tell us about your company and attach your pitch deck. All fields are required; files are optional.
            </p>
          </header>
          <div className="rounded-lg border border-border bg-surface p-4 shadow-[0_1px_2px_rgb(0_0_0/0.04)] sm:p-6">
            <IntakeForm form={state.form} />
          </div>
          <footer className="mt-6 text-center text-xs text-muted-foreground">
            We review every application within 5 business days. Powered by Fundline.
          </footer>
        </>
      )}
    </main>
  );
}
