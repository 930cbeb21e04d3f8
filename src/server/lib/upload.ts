import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "./errors";

/** Refuses bodies over the cap before reading them (Content-Length or streamed count). */
export const uploadLimit = (maxBytes: number, message: string): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes + 64 * 1024, // room for the multipart envelope
    onError: () => {
      throw new AppError("payload_too_large", message);
    },
  });

/** The single file in a multipart field, or null. Malformed bodies are a 400. */
export async function readFileField(c: Context, field = "file"): Promise<File | null> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new AppError("unsupported_media_type", "Send the file as multipart/form-data");
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError("bad_request", "Malformed upload");
  }
  const value = body[field];
  return value instanceof File ? value : null;
}
