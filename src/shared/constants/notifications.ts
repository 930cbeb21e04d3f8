/** What a notification is about; each kind has its own in-app and e-mail preference. */
export const notificationKinds = ["reminder", "mention", "assignment", "alert", "intake", "import", "capture"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  reminder: "Reminders due and overdue",
  mention: "Mentions",
  assignment: "Assignments",
  alert: "Stale-relationship alerts",
  intake: "Intake submissions",
  import: "Imports finished",
  capture: "Captured e-mails from unknown people",
};

/** What an unsubscribe token names: one kind, or the daily digest e-mail as a whole. */
export const unsubscribeKinds = [...notificationKinds, "digest"] as const;
export type UnsubscribeKind = (typeof unsubscribeKinds)[number];

/** Stale-relationship rules an organisation can switch on (Settings). */
export const alertRuleKinds = ["contact_no_meeting", "company_in_stage"] as const;

/** Where a digest's "preferences" link lands: the profile dialog's Notifications section. */
export const NOTIFICATION_PREFERENCES_PATH = "/dashboard?profile=notifications";
