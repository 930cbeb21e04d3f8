import type { PublicForm } from "@shared/schemas/intake";

export type { PublicForm };
export type FieldErrors = Record<string, string>;

/** The outcome of a request, without the signed-in app's client (this page is its own small bundle). */
export type Result<T> = { ok: true; data: T } | { ok: false; status: number; message: string; fields: FieldErrors };

async function read<T>(res: Response): Promise<Result<T>> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: string; fields?: FieldErrors } } | null;
  if (res.ok) return { ok: true, data: body as T };
  return { ok: false, status: res.status, message: body?.error?.message ?? "Something went wrong", fields: body?.error?.fields ?? {} };
}

const unreachable = <T>(): Result<T> => ({ ok: false, status: 0, message: "Could not reach the server", fields: {} });

export async function fetchForm(slug: string): Promise<Result<PublicForm>> {
  try {
    return await read<PublicForm>(await fetch(`/api/v1/public/forms/${encodeURIComponent(slug)}`));
  } catch {
    return unreachable();
  }
}

export async function submitApplication(slug: string, body: FormData): Promise<Result<{ status: "received" }>> {
  try {
    return await read(await fetch(`/api/v1/public/forms/${encodeURIComponent(slug)}/submissions`, { method: "POST", body }));
  } catch {
    return unreachable();
  }
}
