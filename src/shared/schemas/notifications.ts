import { z } from "zod";
import { alertRuleKinds, notificationKinds, unsubscribeKinds } from "../constants/notifications";
import { pipelineStages } from "../constants/pipeline";

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  entityType: z.string(),
  entityId: z.string(),
  /** The app path that opens the record ("/pipeline?company=..."). */
  link: z.string(),
  text: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.object({
  unread: z.enum(["true", "false"]).default("false"),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** The member's unread count (the bell's badge), whatever the filter. */
  unread: z.number().int(),
});

export const readAllSchema = z.object({ updated: z.number().int() });

const kindPrefs = z.strictObject({ inApp: z.boolean(), email: z.boolean() });

/** IANA time zone names that the runtime knows ("Europe/Berlin"). */
export const timeZoneField = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Choose a valid time zone");

export const notificationSettingsSchema = z.object({
  digestHour: z.number().int(),
  timeZone: z.string(),
  digestEnabled: z.boolean(),
  /** Every kind spelled out (the OpenAPI document and the typed client see each one). */
  kinds: z.object({
    reminder: kindPrefs,
    mention: kindPrefs,
    assignment: kindPrefs,
    alert: kindPrefs,
    intake: kindPrefs,
    import: kindPrefs,
    capture: kindPrefs,
  } satisfies Record<(typeof notificationKinds)[number], typeof kindPrefs>),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsUpdateSchema = z.strictObject({
  digestHour: z
    .number({ message: "Choose an hour" })
    .int()
    .min(0, "Choose an hour from 0 to 23")
    .max(23, "Choose an hour from 0 to 23")
    .optional(),
  timeZone: timeZoneField.optional(),
  digestEnabled: z.boolean().optional(),
  kinds: z.partialRecord(z.enum(notificationKinds), kindPrefs).optional(),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsUpdateSchema>;

export const alertRuleSchema = z.object({
  kind: z.enum(alertRuleKinds),
  /** company_in_stage: the stage; "" for contact_no_meeting. */
  stage: z.string(),
  days: z.number().int(),
  enabled: z.boolean(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;
export const alertRuleListSchema = z.object({ items: z.array(alertRuleSchema) });

const days = z.number({ message: "Days is required" }).int().min(1, "At least 1 day").max(3650, "At most 3,650 days");
const ruleInput = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("contact_no_meeting"), days, enabled: z.boolean().default(true) }),
  z.strictObject({
    kind: z.literal("company_in_stage"),
    stage: z.enum(pipelineStages, { message: "Choose a pipeline stage" }),
    days,
    enabled: z.boolean().default(true),
  }),
]);

/** PATCH replaces the listed rules (matched by kind and stage); rules not listed stay as they are. */
export const alertRulesUpdateSchema = z.strictObject({ rules: z.array(ruleInput).min(1).max(20) });
export type AlertRulesInput = z.input<typeof alertRulesUpdateSchema>;

export const unsubscribeQuery = z.object({ token: z.string().min(1, "Missing token").max(400) });
export const unsubscribeSchema = z.object({ kind: z.enum(unsubscribeKinds), email: z.string(), unsubscribed: z.boolean() });
