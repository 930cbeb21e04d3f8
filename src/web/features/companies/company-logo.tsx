// The logo lives in src/web/components so the dashboard can show it too.
export { CompanyLogo } from "@web/components/company-logo";
