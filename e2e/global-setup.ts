import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, spawnServer } from "../server/testing/spawn-server";

/** Starts the built app on a free port with a temporary DATA_DIR; workers read the URL. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-e2e-"));
  // PUBLIC_URL is where the browser finds it: changes must come from that origin.
  const port = await freePort();
  const server = await spawnServer({
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
