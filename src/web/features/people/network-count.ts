import { formatGrouped } from "@shared/format";

/** "61 people in your network", or while searching "0 of 61 people match" (never "0 people in your network"). */
export function networkCount(total: number, totalAll: number, searching: boolean) {
  const people = (n: number) => (n === 1 ? "person" : "people");
  if (!searching) return `${formatGrouped(totalAll)} ${people(totalAll)} in your network`;
  return `${formatGrouped(total)} of ${formatGrouped(totalAll)} ${people(totalAll)} ${total === 1 ? "matches" : "match"}`;
}
