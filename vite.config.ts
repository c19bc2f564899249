import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
  },
  server: {
    port: 3000,
    proxy: { "/api": apiTarget, "/cdn": apiTarget },
  },
});
