import { z } from "zod";

/**
 * zod for the contract's schemas: every contract module takes `z` from here, so this runs
 * before the first schema is built. zod decides at `z.object()` whether to compile a parser
 * with `new Function`, probing once; under the Content-Security-Policy (no eval) a browser
 * reports that probe as a violation even though zod catches it. Browsers therefore use the
 * interpreted parser (ample for forms); the server keeps the compiled one.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
