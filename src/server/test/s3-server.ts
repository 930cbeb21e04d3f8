import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export type TestS3 = { env: Record<string, string>; close(): Promise<void> };

/** A real S3-compatible server (s3rver) on loopback with one empty bucket; `env` points Fundline at it. */
export async function startS3Server(bucket = "fundline-files"): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "fundline-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Test files that touch stored files run a second time with this set (vitest project "s3"). */
export const testsUseS3 = () => process.env.FUNDLINE_TEST_STORAGE === "s3";
