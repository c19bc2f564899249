/**
 * kill -9 during a stream of writes, 20 times on one DATA_DIR: every acknowledged contact
 * message and every acknowledged shared spinner (201) must be there after the last restart.
 * Each write comes from its own client address (behind TRUST_PROXY=1), so the rate limits do
 * not stop the stream.
 * Run: npx tsx bench/kill.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DEFAULT_SIDEBAR_SETTINGS } from "../core/lists/sidebar-settings";
import { TEST_ORIGIN } from "../server/testing/account-client";
import { fetchChallenge, sendMessage } from "../server/testing/contact-client";
import { spawnServer } from "../server/testing/spawn-server";

const CYCLES = 20;
const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-bench-kill-"));
const acknowledged = new Set<string>();
const spinnersAcknowledged = new Set<string>();
const SPINNER = {
  name: "Kill test",
  participants: ["Ada", "Grace", "Linus"],
  style: "wheel",
  language: "en",
  theme: "light",
  sound: true,
  spinTime: 5000,
  settings: DEFAULT_SIDEBAR_SETTINGS,
};
let sent = 0;
let client = 0;

async function stream(url: string, stop: () => boolean) {
  while (!stop()) {
    const ip = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
    const headers = { "x-forwarded-for": ip };
    try {
      const subject = `m${sent++}`;
      const res = await sendMessage(url, await fetchChallenge(url, headers), subject, headers);
      if (res.status === 201) acknowledged.add(subject);
    } catch {
      return; // the server is gone
    }
  }
}

async function shareStream(url: string, stop: () => boolean) {
  while (!stop()) {
    const ip = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
    try {
      const res = await fetch(`${url}/api/spinners`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ spinner: SPINNER, share: true }),
      });
      if (res.status === 201) spinnersAcknowledged.add(((await res.json()) as { id: string }).id);
    } catch {
      return;
    }
  }
}

try {
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const s = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
    });
    let killed = false;
    const writing = Promise.all([
      ...[1, 2].map(() => stream(s.url, () => killed)),
      shareStream(s.url, () => killed),
    ]);
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
    s.child.kill("SIGKILL");
    killed = true;
    await writing;
    await s.stop();
  }
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  const { rows } = await db.query<{ subject: string }>("select subject from contact_submissions");
  const saved = await db.query<{ id: string }>("select id from spinners");
  await db.close();
  const storedSpinners = new Set(saved.rows.map((r) => r.id));
  const lostSpinners = [...spinnersAcknowledged].filter((id) => !storedSpinners.has(id));
  console.log(
    `kill -9 during shares, ${CYCLES} cycles on PGlite: ${spinnersAcknowledged.size} spinners acknowledged, ${lostSpinners.length} lost (goal 0)`,
  );
  const stored = new Set(rows.map((r) => r.subject));
  const lost = [...acknowledged].filter((s) => !stored.has(s));
  console.log(
    `kill -9 during writes, ${CYCLES} cycles on PGlite: ${acknowledged.size} acknowledged, ${lost.length} lost (goal 0), ${stored.size} stored`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
