import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { bankQuestionsPerLanguage } from "./scripts/bank-size.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  plugins: [react()],
  define: { __BANK_QUESTIONS__: String(bankQuestionsPerLanguage()) },
  test: {
    projects: [
      {
        extends: true as const,
        test: {
          name: "node",
          environment: "node",
          include: [
            "core/**/*.test.ts",
            "server/**/*.test.ts",
            "content/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          // Three server processes on one PostgreSQL database: the postgres project's.
          exclude: ["server/scale-out.test.ts"],
          // API tests here use in-memory PGlite; the postgres project repeats them.
          env: { TEST_DATABASE_URL: "" },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                environment: "node",
                include: ["server/**/*.test.ts"],
                exclude: ["server/durability.test.ts"],
                env: { TEST_DATABASE_URL: postgresUrl },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true as const,
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["web/**/*.test.{ts,tsx}"],
          setupFiles: ["web/test-setup.ts"],
        },
      },
    ],
  },
});
