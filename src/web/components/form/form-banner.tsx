import { Banner } from "@web/components/ui/banner";

/** The form's own error line: the server's message, kept until the next submit. */
export function FormBanner({ message }: { message: string | null | undefined }) {
  return message ? <Banner tone="danger">{message}</Banner> : null;
}
