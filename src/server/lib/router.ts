import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import { errorSchema } from "@shared/schemas/common";
import type { AppEnv } from "./context";
import { validationError } from "./errors";

/** A feature router: zod-validated requests, documented in /api/openapi.json. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error as unknown as z.ZodError);
    },
  });
}

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

const err = (description: string) => jsonContent(errorSchema, description);

/** The error responses every session-bound route can give. */
export const errorResponses = {
  400: err("Invalid input"),
  401: err("Not signed in"),
  403: err("Not allowed for this role or origin"),
  404: err("Not found in your organisation"),
} as const;

export const conflictResponse = (description = "Duplicate, stale version or in use") => ({ 409: err(description) });

/** Documents a multipart upload (field `file`) without zod validation: the handler reads and sniffs it. */
export const multipartBody = (description: string) => ({
  description,
  required: true,
  content: {
    "multipart/form-data": {
      schema: { type: "object" as const, properties: { file: { type: "string" as const, format: "binary" } }, required: ["file"] },
    },
  },
});
