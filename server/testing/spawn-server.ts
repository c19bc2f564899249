import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export type RunningServer = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
};

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Starts `server/main.ts` in its own process on a free port and waits until it listens. */
export function spawnServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const server = (url: string): RunningServer => ({
    url,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    let ready = false;
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      // Once listening, the output is only kept: searching all of it per chunk would cost
      // a load test's client more than the server it measures.
      if (ready) return;
      const match = /(?:Server|twirl:) listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        ready = true;
        clearTimeout(timer);
        resolve(server(match[1]));
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${out}`), { code, out }));
    });
  });
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function expectStartFailure(env: Record<string, string>) {
  try {
    const s = await spawnServer(env);
    await s.stop();
    throw new Error("the server started but was expected to refuse");
  } catch (err) {
    const e = err as { code?: number | null; out?: string };
    if (e.out === undefined) throw err;
    return { code: e.code ?? null, output: e.out };
  }
}

/** A TCP port free on 127.0.0.1 right now (for a server whose PUBLIC_URL must name it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
