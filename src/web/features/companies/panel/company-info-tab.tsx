import { companyFundLabel } from "@shared/constants/pipeline";
import { formatDate } from "@shared/format";
import type { Company } from "@shared/schemas/companies";
import { EditFrame } from "./edit-frame";
import { InfoItem, NA } from "./info-item";
import { useMe } from "@web/lib/me-context";

const yesNo = (v: boolean) => (v ? "Yes" : "No");
const orNA = (v: string | number | null) => (v === null || v === "" ? NA : v);

/** The company's remaining fields (status, fund, rights, intake answers), with Edit → Save / Cancel. */
export function CompanyInfoTab({ company: c, readOnly }: { company: Company; readOnly: boolean }) {
  const me = useMe();
  const view = (
    <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
      <InfoItem label="Operating Status">{c.operatingStatus}</InfoItem>
      <InfoItem label="Fund">{orNA(companyFundLabel(c, me.organization.name))}</InfoItem>
      <InfoItem label="Information Updates">{orNA(c.updatesInterval)}</InfoItem>
      <InfoItem label="Founded">{c.foundedDate ? formatDate(c.foundedDate) : NA}</InfoItem>
      <InfoItem label="Shut Down">{c.shutDownDate ? formatDate(c.shutDownDate) : NA}</InfoItem>
      <InfoItem label="Stage">{orNA(c.companyStage)}</InfoItem>
      <InfoItem label="Status">{orNA(c.portfolioStatus)}</InfoItem>
      <InfoItem label="Round Size">{orNA(c.roundSize)}</InfoItem>
      <InfoItem label="Desired Valuation">{orNA(c.desiredValuation)}</InfoItem>
      <InfoItem label="Current Monthly Revenue">{orNA(c.currentMonthlyRevenue)}</InfoItem>
      <InfoItem label="Founder Ownership">{c.founderOwnership === null ? NA : `${c.founderOwnership}%`}</InfoItem>
      <InfoItem label="Board Seat">{yesNo(c.boardSeat)}</InfoItem>
      <InfoItem label="Board Observer">{yesNo(c.boardObserver)}</InfoItem>
      <InfoItem label="Information Rights">{yesNo(c.informationRights)}</InfoItem>
      <InfoItem label="Elevator Pitch" wide>
        {orNA(c.elevatorPitch)}
      </InfoItem>
      <InfoItem label="Updates" wide>
        {orNA(c.updates)}
      </InfoItem>
    </dl>
  );
  return <EditFrame kind="info" title="Company Info" formId="company-info" company={c} readOnly={readOnly} view={view} />;
}
