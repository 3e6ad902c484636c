import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { appUrlOf, DEFAULTS } from "./src/contract/site.ts";

// The API runs as its own process in development (npm run dev); Vite forwards to it.
const apiPort = process.env.API_PORT ?? "3001";
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Canonical and Open Graph URLs are absolute; the build records the APP_URL it was made for.
    __APP_URL__: JSON.stringify(appUrlOf(process.env)),
    __CONTACT_EMAIL__: JSON.stringify(process.env.CONTACT_EMAIL || DEFAULTS.contactEmail),
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/healthz": apiTarget,
      "/readyz": apiTarget,
      "/sitemap.xml": apiTarget,
      "/robots.txt": apiTarget,
    },
  },
  build: { target: "es2022" },
});
