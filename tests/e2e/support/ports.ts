// Fixed loopback ports so that the config, the global setup and every worker agree.
const base = Number(process.env.E2E_PORT_BASE ?? 4510);
export const e2ePorts = { app: base, emptyApp: base + 1, smtp: base + 2, mailbox: base + 3 };
export const e2eAccounts = {
  org: "Acme Ventures",
  owner: { email: "owner@acme.test", password: "acme-owner-pass", name: "Olivia Owner" },
  member: { email: "member@acme.test", password: "acme-member-pass", name: "Max Member" },
};
