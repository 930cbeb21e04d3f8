import { describe, expect, it } from "vitest";
import { freshReads } from "./fresh-read";

/** Reads the test settles by hand, each answering the value the "database" holds when it was sent. */
function fixture() {
  const db = { value: 1 };
  const sent: { key: string; saw: number; settle: () => void; fail: (e: Error) => void }[] = [];
  const read = freshReads(
    (key) =>
      new Promise<number>((resolve, reject) => {
        const saw = db.value;
        sent.push({ key, saw, settle: () => resolve(saw), fail: reject });
      }),
  );
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return { db, sent, read, tick };
}

describe("freshReads", () => {
  it("never answers a call with a read sent before it, and shares the next read among the callers that wait", async () => {
    const { db, sent, read, tick } = fixture();
    const first = read("org");
    db.value = 2; // committed after the first read was sent, before the next calls
    const second = read("org");
    const third = read("org");
    expect(sent).toHaveLength(1);
    sent[0].settle();
    expect(await first).toBe(1);
    await tick();
    expect(sent).toHaveLength(2);
    sent[1].settle();
    expect([await second, await third]).toEqual([2, 2]);
    // Nothing running: the next call sends its own read.
    db.value = 3;
    const fourth = read("org");
    expect(sent).toHaveLength(3);
    sent[2].settle();
    expect(await fourth).toBe(3);
  });

  it("keeps keys apart, and a failed read fails only the callers that shared it", async () => {
    const { sent, read, tick } = fixture();
    const a = read("a");
    const b = read("b");
    expect(sent.map((s) => s.key)).toEqual(["a", "b"]);
    const waiting = read("a");
    sent[0].fail(new Error("connection lost"));
    await expect(a).rejects.toThrow("connection lost");
    await tick();
    expect(sent.map((s) => s.key)).toEqual(["a", "b", "a"]);
    sent[2].settle();
    sent[1].settle();
    expect([await waiting, await b]).toEqual([1, 1]);
  });
});
