import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PAGE, PUBLIC_PAGES } from "./src/contract/site-routes.ts";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  // Public pages are prerendered to real HTML; the signed-in app is a client-rendered SPA.
  ssr: false,
  prerender: [...PUBLIC_PAGES.map((page) => page.path), NOT_FOUND_PAGE],
} satisfies Config;
