import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { notificationKindLabels, notificationKinds } from "@shared/constants/notifications";
import { notificationSettingsUpdateSchema, type NotificationSettings } from "@shared/schemas/notifications";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { toast } from "@web/lib/toast";
import { notificationSettingsQuery, useSaveNotificationSettings } from "../api";

const hours = Array.from({ length: 24 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const form = useApiForm({ schema: notificationSettingsUpdateSchema, defaultValues: settings });
  const submit = form.submitWith(async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset(saved);
    toast.success("Notification settings saved");
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Notification settings">
      <FormBanner message={form.formError} />
      <Controller
        control={form.control}
        name="digestEnabled"
        render={({ field }) => (
          <label className="flex items-center gap-2 text-[13px]">
            <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            Send me a daily e-mail digest
          </label>
        )}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField form={form} name="digestHour" id="digest-hour" label="Digest hour" options={{ valueAsNumber: true }}>
          {(control) => (
            <NativeSelect {...control}>
              {hours.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField form={form} name="timeZone" id="digest-zone" label="Time zone" hint={`This browser: ${browserZone()}`}>
          {(control) => <Input {...control} list="time-zones" autoComplete="off" />}
        </FormField>
        <datalist id="time-zones">
          {(Intl.supportedValuesOf?.("timeZone") ?? []).map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
      </div>
      <table className="w-full text-[13px]">
        <caption className="sr-only">Notifications per kind</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th className="py-1 font-medium">Kind</th>
            <th className="w-16 py-1 text-center font-medium">In app</th>
            <th className="w-16 py-1 text-center font-medium">E-mail</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {notificationKinds.map((kind) => (
            <tr key={kind}>
              <td className="py-2">{notificationKindLabels[kind]}</td>
              {(["inApp", "email"] as const).map((channel) => (
                <td key={channel} className="py-2 text-center">
                  <Controller
                    control={form.control}
                    name={`kinds.${kind}.${channel}`}
                    render={({ field }) => (
                      <Checkbox
                        checked={field.value ?? true}
                        onCheckedChange={(v) => field.onChange(v === true)}
                        aria-label={`${notificationKindLabels[kind]}: ${channel === "inApp" ? "in app" : "e-mail"}`}
                      />
                    )}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex justify-end">
        <SubmitButton saving={form.saving} savingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}

/** Profile → Notifications: digest hour and time zone, in-app and e-mail per kind. */
export function NotificationSettingsForm() {
  const query = useQuery(notificationSettingsQuery());
  if (query.isError) return <p className="text-[13px] text-danger">Could not load your notification settings.</p>;
  if (!query.data) return <p className="text-[13px] text-muted-foreground">Loading...</p>;
  return <SettingsForm settings={query.data} />;
}
