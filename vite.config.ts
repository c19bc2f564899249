import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

/**
 * Everything the first screen needs goes into one chunk. Left alone, the bundler cuts the
 * modules that lazy chunks share with the page into some twenty small chunks, each
 * compressed on its own (about 4 KB gzip more, and more requests). The set is every module
 * the entry reaches by static imports, found once the module graph is complete.
 */
function firstScreenChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const eager = new Set<string>();
  const plugin: Plugin = {
    name: "twirl:first-screen-chunk",
    apply: "build",
    buildEnd() {
      eager.clear();
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (eager.has(id)) continue;
        eager.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => eager.has(id) };
}

const firstScreen = firstScreenChunk();

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), firstScreen.plugin],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: "app", test: firstScreen.test }] },
      },
    },
  },
  server: {
    port: 3000,
    proxy: { "/api": apiTarget, "/cdn": apiTarget },
  },
});
