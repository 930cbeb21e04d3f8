import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createChangeBus, DELIVERY_SLICE, type BusSignal, type ChangeEvent } from "./change-bus";

/** A bus on a fake LISTEN whose notifications the test sends by hand. */
function busWithManualNotifications() {
  let notify: (payload: string) => void = () => {};
  const bus = createChangeBus(
    {
      listen: async (_channel, onPayload) => {
        notify = onPayload;
        return async () => {};
      },
    },
    createLogger("silent"),
  );
  return { bus, notify: (event: Partial<ChangeEvent>) => notify(JSON.stringify(event)) };
}

const change = (id: string, orgId = "org-a"): Partial<ChangeEvent> => ({
  id,
  orgId,
  entityType: "company",
  entityId: "c1",
  action: "updated",
});
const idOf = (signal: BusSignal) => (signal.kind === "change" ? signal.event.id : signal.kind);

describe("change bus", () => {
  it("hands each change to every stream of its organisation, in order, a slice per turn of the event loop", async () => {
    const { bus, notify } = busWithManualNotifications();
    const streams = DELIVERY_SLICE * 2 + 50;
    const heard: string[][] = Array.from({ length: streams }, () => []);
    for (let i = 0; i < streams; i++) await bus.subscribe("org-a", (signal) => heard[i].push(idOf(signal)));
    const otherOrg: string[] = [];
    await bus.subscribe("org-b", (signal) => otherOrg.push(idOf(signal)));

    notify(change("1"));
    notify(change("2"));
    // A request arriving now (an I/O callback) runs before the fan-out has reached every stream.
    const deliveredWhenRequestRan = await new Promise<number>((resolve) => setImmediate(() => resolve(heard.flat().length)));
    expect(deliveredWhenRequestRan).toBeGreaterThan(0);
    expect(deliveredWhenRequestRan).toBeLessThan(streams * 2);

    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const ids of heard) expect(ids).toEqual(["1", "2"]);
    expect(otherOrg).toEqual([]);
    await bus.close();
  });
});
