import { useState } from "react";
import { useQueries, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useMe } from "@web/lib/me-context";
import { membersQuery } from "@web/lib/reference-data";
import { canManageSettings } from "@web/lib/session";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useFirstData } from "@web/lib/use-first-data";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { pageHeaders } from "@shared/page-headers";
import { Spinner } from "@web/components/ui/spinner";
import { fundsQuery, intakeFormsQuery, namedListQuery } from "@web/features/settings/api";
import { invitationsQueryOptions } from "@web/features/team/api";
import { namedLists } from "@web/features/settings/named-lists";
import { CrmSettingsCard, PreferencesCard } from "@web/features/settings/components/coming-soon-cards";
import { FundsCard } from "@web/features/settings/components/funds-card";
import { FieldsCard } from "@web/features/settings/components/fields-card";
import { IntakeFormsCard } from "@web/features/settings/components/intake-forms-card";
import { NamedListCard } from "@web/features/settings/components/named-list-card";
import { SettingsHeaderCard } from "@web/features/settings/components/settings-header-card";
import { TeamCard } from "@web/features/team/components/team-card";
import { AuditLogCard, auditFeedOptions } from "@web/features/settings/components/audit-log-card";
import { BackupsCard, backupsQuery } from "@web/features/settings/components/backups-card";
import { lazyPage } from "@web/lib/lazy-page";
import { ApiTokensCard } from "@web/features/integrations/components/api-tokens-card";
import { WebhooksCard } from "@web/features/integrations/components/webhooks-card";
import { AlertRulesCard } from "@web/features/notifications/components/alert-rules-card";
import { ImportCard } from "@web/features/imports/components/import-card";
import { CaptureCard } from "@web/features/settings/components/capture-card";

// Form code loads when the dialog first opens, not with Settings.
const ProfileDialog = lazyPage(() => import("@web/features/profile/components/profile-dialog").then((m) => m.ProfileDialog), null);

/**
 * Asks for the data of Settings' lower cards while the first lists load. Each card asks for its
 * own when drawn, and the cards are drawn once the first lists are in: on a phone that was a
 * second wave of requests and a second long render a second later. Skipped for what is already
 * cached or on its way, so calling it on every render costs nothing.
 */
function useSettingsPrefetch(canManage: boolean, canSeeBackups: boolean) {
  const queryClient = useQueryClient();
  const missing = (key: QueryKey) => !queryClient.getQueryState(key);
  if (missing(intakeFormsQuery().queryKey)) void queryClient.prefetchQuery(intakeFormsQuery());
  if (missing(membersQuery().queryKey)) void queryClient.prefetchQuery(membersQuery());
  if (canManage && missing(invitationsQueryOptions().queryKey)) void queryClient.prefetchQuery(invitationsQueryOptions());
  if (canManage && missing(auditFeedOptions().queryKey)) void queryClient.prefetchInfiniteQuery(auditFeedOptions());
  if (canSeeBackups && missing(backupsQuery().queryKey)) void queryClient.prefetchQuery(backupsQuery());
}

export function SettingsPage() {
  const me = useMe();
  const [profileOpen, setProfileOpen] = useState(false);
  const header = pageHeaders["/settings"](me.organization.name);
  useDocumentTitle("Settings");
  const initial = useQueries({ queries: [namedListQuery("pocs"), namedListQuery("subsectors"), fundsQuery()] });
  // The cards are drawn as a transition once their lists arrive: in slices, not one long task.
  const ready = useFirstData(initial.some((query) => query.isPending) ? undefined : true);
  // Who sees what: the same rule decides what is asked for early and what is drawn.
  const canManage = canManageSettings(me.role);
  useSettingsPrefetch(canManage, me.canSeeBackups);

  return (
    <PageContainer className={header.width}>
      <PageHeader {...header} />
      {!ready ? (
        <div role="status" className="mt-16 flex items-center justify-center gap-2 text-[13px] text-muted-foreground">
          <Spinner /> Loading settings...
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          <SettingsHeaderCard me={me} onEditProfile={() => setProfileOpen(true)} />
          <div className="grid gap-4 md:grid-cols-3">
            <NamedListCard text={namedLists.pocs} canEdit={canManage} />
            <NamedListCard text={namedLists.subsectors} canEdit={canManage} />
            <CrmSettingsCard />
          </div>
          <FundsCard canEdit={canManage} />
          <FieldsCard canEdit={canManage} />
          <ImportCard canImport={me.role !== "viewer"} />
          <IntakeFormsCard canEdit={canManage} />
          <TeamCard me={me} canManage={canManage} />
          {me.role !== "viewer" && <CaptureCard />}
          <PreferencesCard />
          {canManage && <AlertRulesCard />}
          <ApiTokensCard canManage={canManage} readOnly={me.role === "viewer"} />
          {canManage && <WebhooksCard />}
          {canManage && <AuditLogCard />}
          {me.canSeeBackups && <BackupsCard />}
        </div>
      )}
      {profileOpen && <ProfileDialog me={me} open onOpenChange={setProfileOpen} />}
    </PageContainer>
  );
}
