import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnServer } from "../server/testing/spawn-server";

/** Starts the built app on a free port with a temporary DATA_DIR; workers read the URL. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-e2e-"));
  const server = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: "production" });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
