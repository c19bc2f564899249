import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";

/** Gzip bytes of the JS and CSS an index.html loads (its scripts, preloads and styles). */
export function entryBytes(distDir: string) {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? "",
  );
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const bytes = gzipSync(readFileSync(path.join(distDir, asset))).length;
    if (asset.endsWith(".js")) js += bytes;
    else css += bytes;
  }
  return { js, css };
}

/** A React 19 hello world built with the app's Vite build options, for comparison. */
export async function buildHelloWorld() {
  const root = path.resolve("node_modules/.cache/hello-world");
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, "index.html"),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(root, "main.jsx"),
    'import { createRoot } from "react-dom/client";\ncreateRoot(document.getElementById("root")).render(<h1>Hello, world</h1>);\n',
  );
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir: path.join(root, "dist"), emptyOutDir: true, target: "es2022" },
  });
  return entryBytes(path.join(root, "dist"));
}
