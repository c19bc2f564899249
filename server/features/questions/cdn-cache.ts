import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { count, max } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { questions } from "#server/db/schema.ts";

/** A published file, made once per bank version: its body, compressed bodies and ETags. */
export type CdnFile = {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** One ETag per encoding: a cache must not answer a gzip request with a brotli body. */
  etags: { identity: string; gzip: string; br: string };
};

/** How long a process trusts the bank version it last read before asking again. */
export const VERSION_TTL_MS = 1000;

/**
 * The /cdn files in memory. They are built from the database the first time they are asked
 * for and kept until the bank changes (a seed, an edit: any row's updatedAt or the row count),
 * which each process checks at most once a second, so a file costs no query and no
 * compression per request, and an edit by another process shows within a second.
 */
export function createCdnCache(db: Db, now = () => Date.now()) {
  let version = "";
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<string> | null = null;
  let files = new Map<string, Promise<CdnFile | null>>();

  async function currentVersion(): Promise<string> {
    if (now() - checkedAt < VERSION_TTL_MS) return version;
    checking ??= db
      .select({ n: count(), changed: max(questions.updatedAt) })
      .from(questions)
      .then(([row]) => `${row?.n ?? 0}:${row?.changed?.toISOString() ?? ""}`)
      .finally(() => {
        checking = null;
      });
    const next = await checking;
    checkedAt = now();
    if (next !== version) {
      version = next;
      files = new Map();
    }
    return version;
  }

  /** The file `key`, built by `build` (null: no such file) once per bank version. */
  async function get(key: string, build: () => Promise<unknown>): Promise<CdnFile | null> {
    await currentVersion();
    let file = files.get(key);
    if (!file) {
      file = build().then((payload) => (payload === null ? null : encode(payload)));
      files.set(key, file);
      // A failed build is not kept: the next request tries again.
      file.catch(() => files.get(key) === file && files.delete(key));
    }
    return file;
  }

  return { get };
}

function encode(payload: unknown): CdnFile {
  const identity = Buffer.from(JSON.stringify(payload));
  const tag = createHash("sha1").update(identity).digest("base64url").slice(0, 27);
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    etags: { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` },
  };
}

/** The best encoding the client accepts, brotli first; q=0 refuses one. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/** Whether If-None-Match names this file (weak or strong, alone or in a list, or *). */
export function matchesAny(ifNoneMatch: string | undefined, file: CdnFile): boolean {
  if (!ifNoneMatch) return false;
  const tags = ifNoneMatch.split(",").map((t) => t.trim().replace(/^W\//, ""));
  const ours = Object.values(file.etags);
  return tags.some((t) => t === "*" || ours.includes(t));
}
