import type { SiteConfig } from "../../contract/site-config.ts";

/**
 * The ideas the demo's fake sources know, one click each: an idea outside them finds nothing in
 * the demo, and a visitor should not have to guess. Nothing outside the demo.
 */
export default function IdeaExamples({
  examples,
  onPick,
  disabled,
}: {
  examples: SiteConfig["examples"];
  onPick: (idea: string) => void;
  disabled?: boolean;
}) {
  if (examples.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Demo examples:</span>
      {examples.map((example) => (
        <button
          key={example.label}
          type="button"
          disabled={disabled}
          title={example.idea}
          onClick={() => onPick(example.idea)}
          className="rounded-full border border-border bg-card px-3 py-1 font-medium text-ink transition hover:border-primary hover:text-primary disabled:opacity-50"
        >
          {example.label}
        </button>
      ))}
    </div>
  );
}
