import { spawn } from "node:child_process";

/** `npm run dev`: the API with reload on change, and Vite with hot reload proxying to it. */
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
