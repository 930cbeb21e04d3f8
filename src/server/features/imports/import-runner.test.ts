import { describe, expect, it } from "vitest";
import { coalescedRunner, importRunner, type ImportJobDeps } from "./import-jobs";

describe("the import runner", () => {
  it("runs once more when kicked while running, so a commit landing at the end of a run is not left waiting", async () => {
    let runs = 0;
    let release: () => void = () => {};
    const runner = coalescedRunner(async () => {
      runs++;
      if (runs === 1) await new Promise<void>((r) => (release = r));
    });
    runner.kick();
    runner.kick(); // arrives while the first run is in hand (its last empty claim may already be behind it)
    runner.kick(); // several kicks meanwhile still mean one more run, not one each
    expect(runs).toBe(1);
    release();
    await runner.idle();
    expect(runs).toBe(2);
  });

  it("a kick after the run ended starts a new one", async () => {
    let runs = 0;
    const runner = coalescedRunner(async () => {
      runs++;
    });
    runner.kick();
    await runner.idle();
    runner.kick();
    await runner.idle();
    expect(runs).toBe(2);
  });

  it("the commit route and the poller of one process share one runner per database: one import at a time", () => {
    const deps = { db: {}, storage: {}, log: {}, database: {} } as unknown as ImportJobDeps;
    expect(importRunner(deps)).toBe(importRunner({ ...deps }));
    expect(importRunner({ ...deps, db: {} as ImportJobDeps["db"] })).not.toBe(importRunner(deps));
  });
});
