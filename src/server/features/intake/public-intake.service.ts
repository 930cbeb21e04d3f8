import { eq } from "drizzle-orm";
import { INTAKE_ADDED_BY, INTAKE_FILE_MAX_BYTES, INTAKE_MAX_FILES, type IntakeVariant } from "@shared/constants/intake";
import type { IntakeSubmission, PublicForm } from "@shared/schemas/intake";
import type { Db } from "../../db/client";
import { companies, documents, intakeForms, organizations } from "../../db/schema";
import { releaseAttempts, reserveAttempts, type Limit } from "../../auth/attempts";
import type { Actor } from "../../lib/changes/record-change";
import { recordChange } from "../../lib/changes/record-change";
import { enqueueDeckAnalysis } from "../../lib/deck-jobs";
import { AppError, notFound } from "../../lib/errors";
import { notifyAdmins } from "../../lib/notify";
import { sniffIntakeFile } from "../../lib/sniff";
import { newStorageKey, type Storage } from "../../lib/storage";

export type IntakeLimits = { perIp: Limit; perForm: Limit };
export const defaultIntakeLimits: IntakeLimits = {
  perIp: { max: 10, windowSeconds: 60 * 60 },
  perForm: { max: 200, windowSeconds: 60 * 60 },
};

type FormRow = typeof intakeForms.$inferSelect;

/** An enabled form by its slug (the only thing that decides the organisation); a disabled or unknown one is a 404. */
export async function findOpenForm(db: Db, slug: string): Promise<FormRow & { organizationName: string }> {
  const [row] = await db
    .select({ form: intakeForms, organizationName: organizations.name })
    .from(intakeForms)
    .innerJoin(organizations, eq(organizations.id, intakeForms.orgId))
    .where(eq(intakeForms.slug, slug.trim().toLowerCase()));
  if (!row || !row.form.enabled) throw notFound("Form");
  return { ...row.form, organizationName: row.organizationName };
}

export const toPublicForm = (form: FormRow & { organizationName: string }): PublicForm => ({
  slug: form.slug,
  title: form.title,
  variant: form.variant as IntakeVariant,
  websiteUrl: form.websiteUrl,
  organizationName: form.organizationName,
});

/**
 * Reserves this submission against the client's and the form's limits, atomically (parallel
 * submissions cannot overshoot). Returns the seconds to wait when either is used up (nothing
 * is counted then), or a way to give the form's slot back: only accepted submissions spend
 * the form's budget, so junk from a few addresses cannot close the form for everyone.
 */
export async function takeSubmissionSlot(
  db: Db,
  formId: string,
  ip: string,
  limits: IntakeLimits,
): Promise<{ wait: number; releaseFormSlot: () => Promise<void> }> {
  const formKey = `intake:form:${formId}`;
  const reservation = await reserveAttempts(db, [
    [`intake:ip:${ip}`, limits.perIp],
    [formKey, limits.perForm],
  ]);
  if (!reservation.ok) return { wait: reservation.wait, releaseFormSlot: async () => {} };
  return { wait: 0, releaseFormSlot: () => releaseAttempts(db, [reservation.ids.get(formKey)!]) };
}

export const tooManySubmissions = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return new AppError("rate_limited", `Too many submissions. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
};

/** The spec's safe file name: unicode decomposed, anything but letters, digits, dot, hyphen and underscore becomes "_". */
export function safeFileName(name: string, extension: string) {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]/g, "_")
    .slice(0, 150);
  const stem = base.replace(/\.[^.]*$/, "");
  return `${stem && !/^[._]+$/.test(stem) ? stem : "document"}.${extension}`;
}

type CheckedFile = { bytes: Uint8Array; mime: string; extension: string; fileName: string };

/** Caps and content checks for every file before anything is stored. */
export async function checkFiles(files: File[]): Promise<CheckedFile[]> {
  if (files.length > INTAKE_MAX_FILES)
    throw new AppError("bad_request", `Attach at most ${INTAKE_MAX_FILES} files`, { files: `Attach at most ${INTAKE_MAX_FILES} files` });
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.size > INTAKE_FILE_MAX_BYTES)
      throw new AppError("payload_too_large", `${file.name || "A file"} is larger than 10MB`, { files: "Each file must be 10MB or less" });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffIntakeFile(bytes);
    if (!kind) {
      const message = `${file.name || "A file"} is not a PDF, PowerPoint, Word document or image`;
      throw new AppError("unsupported_media_type", message, { files: message });
    }
    checked.push({ bytes, ...kind, fileName: safeFileName(file.name, kind.extension) });
  }
  return checked;
}

/**
 * All or nothing: the files are stored under server-made keys, then the company, its deck
 * documents and the activity entries are written in one transaction; if anything fails,
 * the stored files are removed again.
 */
export async function createSubmission(
  db: Db,
  storage: Storage,
  form: FormRow,
  fields: IntakeSubmission,
  files: CheckedFile[],
  ip: string | null,
): Promise<void> {
  const actor: Actor = { orgId: form.orgId, name: INTAKE_ADDED_BY, ip };
  const stored: string[] = [];
  try {
    const keys: string[] = [];
    for (const file of files) {
      const key = newStorageKey(`companies/intake-${form.id}`, file.extension);
      await storage.put(key, file.bytes);
      stored.push(key);
      keys.push(key);
    }
    await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          orgId: form.orgId,
          name: fields.companyName,
          sector: fields.sector,
          subSector: fields.subSector,
          city: fields.city,
          region: fields.region,
          website: fields.companyWebsite,
          round: fields.round,
          roundSize: fields.roundSize,
          desiredValuation: fields.desiredValuation,
          founderOwnership: fields.founderOwnership,
          currentMonthlyRevenue: fields.currentMonthlyRevenue,
          elevatorPitch: fields.elevatorPitch,
          stage: "Leads",
          addedBy: INTAKE_ADDED_BY,
        })
        .returning({ id: companies.id, name: companies.name });
      await recordChange(tx, actor, {
        entityType: "company",
        entityId: company.id,
        label: `${company.name} (${form.title})`,
        action: "created",
        alsoEvents: ["intake_submission.created"],
      });
      await notifyAdmins(tx, form.orgId, {
        kind: "intake",
        entityType: "company",
        entityId: company.id,
        link: `/companies/${company.id}`,
        text: `New application from ${company.name} via ${form.title}`,
        dedupeKey: `intake:${company.id}`,
      });
      for (const [i, file] of files.entries()) {
        const [doc] = await tx
          .insert(documents)
          .values({
            orgId: form.orgId,
            companyId: company.id,
            category: "deck",
            fileName: file.fileName,
            storageKey: keys[i],
            mimeType: file.mime,
            sizeBytes: file.bytes.byteLength,
            uploadedBy: null,
          })
          .returning();
        await recordChange(tx, actor, {
          entityType: "document",
          entityId: doc.id,
          label: file.fileName,
          action: "created",
          parent: { type: "company", id: company.id },
        });
        await enqueueDeckAnalysis(tx, { ...doc, companyId: company.id });
      }
    });
  } catch (err) {
    for (const key of stored) await storage.delete(key).catch(() => {});
    throw err;
  }
}
