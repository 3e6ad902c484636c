import { Lock } from "lucide-react";

/**
 * Blurred placeholder lines under a sign-up button: where a preview shows that something exists
 * without having received any of it (the teaser carries counts only).
 */
export function LockedLines({
  widths,
  label,
  onSignUp,
}: {
  /** Tailwind widths of the drawn lines, one per line. */
  widths: readonly string[];
  label: string;
  onSignUp: () => void;
}) {
  return (
    <div className="relative mt-4">
      <div aria-hidden="true" className="space-y-2 blur-sm select-none">
        {widths.map((width) => (
          <div key={width} className={`h-3 rounded-full bg-muted ${width}`} />
        ))}
      </div>
      <button
        type="button"
        onClick={onSignUp}
        className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold text-primary"
      >
        <Lock className="size-4" aria-hidden="true" />
        {label}
      </button>
    </div>
  );
}
