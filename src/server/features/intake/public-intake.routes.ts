import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { INTAKE_HONEYPOT_FIELD, INTAKE_TOTAL_MAX_BYTES } from "@shared/constants/intake";
import { intakeReceiptSchema, intakeSubmissionSchema, publicFormParams, publicFormSchema } from "@shared/schemas/intake";
import { errorSchema } from "@shared/schemas/common";
import type { Deps } from "../../deps";
import { clientIp } from "../../lib/client-ip";
import { AppError, validationError } from "../../lib/errors";
import { createRouter, jsonContent } from "../../lib/router";
import { uploadLimit } from "../../lib/upload";
import {
  checkFiles,
  createSubmission,
  defaultIntakeLimits,
  findOpenForm,
  takeSubmissionSlot,
  toPublicForm,
  tooManySubmissions,
} from "./public-intake.service";

const tags = ["Public intake"];
const err = (description: string) => jsonContent(errorSchema, description);

const submissionBody = {
  description: "The application (multipart): every field of the form, and `files` (repeatable) for the deck and other documents",
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object" as const,
        properties: {
          ...Object.fromEntries(Object.keys(intakeSubmissionSchema.shape).map((k) => [k, { type: "string" as const }])),
          files: { type: "array" as const, items: { type: "string" as const, format: "binary" } },
        },
        required: Object.keys(intakeSubmissionSchema.shape),
      },
    },
  },
};

/** Multipart values: text fields as strings (the first of each), files as a list. */
async function readSubmission(c: Context) {
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
    throw new AppError("unsupported_media_type", "Send the application as multipart/form-data");
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError("bad_request", "Malformed submission");
  }
  const text: Record<string, string> = {};
  const files: File[] = [];
  for (const [key, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    if (key === "files") files.push(...values.filter((v): v is File => v instanceof File && !(v.size === 0 && v.name === "")));
    else if (typeof values[0] === "string") text[key] = values[0];
  }
  return { text, files };
}

/** No sign-in: a founder reads a form by its slug and applies through it. */
export function publicIntakeRoutes(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/public/forms/{slug}",
        tags,
        summary: "A public intake form by its slug (title, variant, website link, organisation name); disabled forms are 404",
        request: { params: publicFormParams },
        responses: { 200: jsonContent(publicFormSchema, "The form"), 404: err("No such form, or it is disabled") },
      }),
      async (c) => c.json(toPublicForm(await findOpenForm(db, c.req.valid("param").slug)), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/public/forms/{slug}/submissions",
        tags,
        summary:
          "Apply through a form: creates a company in Leads for the form's organisation with its files as deck documents " +
          "(PDF, PPT/PPTX, DOC/DOCX or images by content; 5 files, 10 MB each). Rate-limited per client and per form.",
        request: { params: publicFormParams, body: submissionBody },
        middleware: [uploadLimit(INTAKE_TOTAL_MAX_BYTES, "The files are too large together (25 MB at most)")] as const,
        responses: {
          201: jsonContent(intakeReceiptSchema, "Received"),
          400: err("A field is missing or invalid, or too many files"),
          404: err("No such form, or it is disabled"),
          413: err("A file or the whole submission is too large"),
          415: err("A file is not a PDF, PowerPoint, Word document or image"),
          429: err("Too many submissions from this client or to this form"),
        },
      }),
      async (c) => {
        const form = await findOpenForm(db, c.req.valid("param").slug);
        const ip = clientIp(c);
        const slot = await takeSubmissionSlot(db, form.id, ip ?? "in-process", deps.intakeLimits ?? defaultIntakeLimits);
        if (slot.wait > 0) {
          c.header("Retry-After", String(slot.wait));
          throw tooManySubmissions(slot.wait);
        }
        try {
          const { text, files } = await readSubmission(c);
          // A bot filled the field people never see: answer as usual, keep nothing.
          if (text[INTAKE_HONEYPOT_FIELD]?.trim()) {
            c.get("log")?.info({ formId: form.id }, "intake honeypot filled; submission dropped");
            await slot.releaseFormSlot();
            return c.json({ status: "received" as const }, 201);
          }
          const parsed = intakeSubmissionSchema.safeParse(text);
          if (!parsed.success) throw validationError(parsed.error);
          const checked = await checkFiles(files);
          await createSubmission(db, deps.storage, form, parsed.data, checked, ip);
          return c.json({ status: "received" as const }, 201);
        } catch (err) {
          // Refused (or failed): the address keeps its count, the form gets its slot back.
          await slot.releaseFormSlot();
          throw err;
        }
      },
    );
}
