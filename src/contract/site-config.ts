import { z } from "./zod.ts";

/** Public facts about this installation that pages adapt to. Never holds a secret. */
export const siteConfigSchema = z.object({
  /** Demo mode: every outside service is a local fake; pages show a "Demo data" banner. */
  demo: z.boolean(),
  /** Whether reports are written by a language model or built by extraction only. */
  reportMode: z.enum(["ai", "evidence-only"]),
  /** Ideas the demo's fake sources know, offered as one-click examples; empty outside the demo. */
  examples: z.array(z.object({ label: z.string(), idea: z.string() })),
});

/** DEMO_EXAMPLES as the demo sets it: a JSON list of { label, idea }. */
export const demoExamplesSchema = siteConfigSchema.shape.examples;
export type SiteConfig = z.infer<typeof siteConfigSchema>;
