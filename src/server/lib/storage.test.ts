import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap, storageFor } from "../bootstrap";
import { loadEnv } from "../env";
import { startS3Server, type TestS3 } from "../test/s3-server";
import { newStorageKey, type Storage } from "./storage";

let s3: TestS3;
const dir = mkdtempSync(join(tmpdir(), "fundline-storage-"));
beforeAll(async () => (s3 = await startS3Server()));
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ["local disk", () => storageFor(loadEnv({ DATA_DIR: dir }))],
  ["S3 (s3rver on loopback)", () => storageFor(loadEnv({ DATA_DIR: dir, ...s3.env }))],
];

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe.each(drivers)("storage on %s", (_name, make) => {
  it("puts, gets, streams, overwrites and deletes by server-made key", async () => {
    const storage = make();
    const key = newStorageKey("documents/org-1", "pdf");
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    await storage.put(key, bytes);
    // Buffer.equals: toEqual walks 3 MB element by element.
    expect(Buffer.from(bytes).equals((await storage.get(key))!)).toBe(true);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(bytes.byteLength);
    expect(Buffer.from(bytes).equals(await readAll(opened!.body))).toBe(true);

    await storage.put(key, new Uint8Array([1, 2, 3]));
    expect(await storage.get(key)).toEqual(new Uint8Array([1, 2, 3]));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await storage.delete(key); // deleting twice is fine
  });

  it("refuses keys that are not server-made (traversal, absolute, odd characters)", async () => {
    const storage = make();
    for (const key of ["../etc/passwd.txt", "/abs/file.pdf", "a/../../b.pdf", "Upper/Case.pdf", "a/b c.pdf", "noext"]) {
      await expect(storage.put(key, new Uint8Array([1])), key).rejects.toThrow("Invalid storage key");
      await expect(storage.get(key), key).rejects.toThrow("Invalid storage key");
    }
  });
});

describe("driver selection", () => {
  it("uses S3 when S3_BUCKET and keys are set, the local disk otherwise, and refuses half an S3 setting", async () => {
    expect(storageFor(loadEnv({ DATA_DIR: dir })).kind).toBe("local");
    expect(storageFor(loadEnv({ DATA_DIR: dir, ...s3.env })).kind).toBe("s3");
    expect(() => loadEnv({ S3_BUCKET: "b" })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadEnv({ ...s3.env, S3_FORCE_PATH_STYLE: "maybe" })).toThrow(/S3_FORCE_PATH_STYLE/);
    const deps = await bootstrap(loadEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", ...s3.env }), { inMemoryDb: true });
    expect(deps.storage.kind).toBe("s3");
    await deps.database.close();
  });

  it("a write the bucket refuses fails loudly instead of losing the file", async () => {
    const storage = storageFor(loadEnv({ DATA_DIR: dir, ...s3.env, S3_BUCKET: "no-such-bucket" }));
    await expect(storage.put(newStorageKey("x", "pdf"), new Uint8Array([1]))).rejects.toThrow(/S3 PUT .* failed: 404/);
  });
});
