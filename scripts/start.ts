// `npm start`: build the web app when its inputs changed since the last build, then serve it.
import { ensureBuild } from "./ensure-build.ts";

ensureBuild();
// Serve in this process, so SIGTERM reaches the server's graceful shutdown directly.
process.env.NODE_ENV ??= "production";
await import("../src/server/main.ts");
