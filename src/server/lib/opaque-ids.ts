import { createCipheriv, createDecipheriv, createHash } from "node:crypto";

/**
 * Change and event ids come from one counter shared by every organisation; shown as they are,
 * they would tell a tenant how much the others write. Each id is shown encrypted instead: one
 * AES block (eight zero bytes, then the id) under a key derived from the instance secret, so
 * every process agrees, ids stay comparable on the server, and a client sees 22 random-looking
 * characters. A forged or altered token decodes to nothing (the zero half no longer matches).
 */
export type IdCodec = { encode(id: number | string): string; decode(token: string): number | null };

export const OPAQUE_ID = /^[A-Za-z0-9_-]{22}$/;

export function opaqueIds(secret: string, purpose: string): IdCodec {
  const key = createHash("sha256").update(`${purpose}\u0000${secret}`).digest();
  const run = (decrypt: boolean, block: Buffer) => {
    const cipher = (decrypt ? createDecipheriv : createCipheriv)("aes-256-ecb", key, null).setAutoPadding(false);
    return Buffer.concat([cipher.update(block), cipher.final()]);
  };
  return {
    encode(id) {
      const block = Buffer.alloc(16);
      block.writeBigUInt64BE(BigInt(id), 8);
      return run(false, block).toString("base64url");
    },
    decode(token) {
      if (!OPAQUE_ID.test(token)) return null;
      const bytes = Buffer.from(token, "base64url");
      if (bytes.toString("base64url") !== token) return null; // the last character's spare bits must be zero
      const block = run(true, bytes);
      if (block.readBigUInt64BE(0) !== 0n) return null;
      const id = block.readBigUInt64BE(8);
      return id <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : null;
    },
  };
}
