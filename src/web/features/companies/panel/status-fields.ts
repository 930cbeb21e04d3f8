/** Status, fund and rights: edited in Company Info and on the portfolio cards (a pick of the company update schema). */
export const statusFields = {
  operatingStatus: true,
  fundId: true,
  preOrg: true,
  updatesInterval: true,
  boardSeat: true,
  boardObserver: true,
  informationRights: true,
} as const;
