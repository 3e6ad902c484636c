import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { CADENCE_LABELS, WATCH_CADENCES, type WatchCadence } from "../../../../contract/watch.ts";

const CADENCE_HINTS: Record<WatchCadence, string> = {
  weekly: "Up to 4 reports a month",
  monthly: "1 report a month",
};

/** Every week or every month, with what each costs in reports. */
export function CadencePicker({
  value,
  onChange,
  disabled,
}: {
  value: WatchCadence;
  onChange: (cadence: WatchCadence) => void;
  disabled?: boolean;
}) {
  const prefix = useId();
  return (
    <RadioGroup.Root
      aria-label="How often to run it again"
      value={value}
      onValueChange={(next) => onChange(next as WatchCadence)}
      disabled={disabled}
      className="grid gap-2 sm:grid-cols-2"
    >
      {WATCH_CADENCES.map((cadence) => {
        const id = `${prefix}-${cadence}`;
        return (
          <label
            key={cadence}
            htmlFor={id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm hover:bg-muted has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
          >
            <RadioGroup.Item
              id={id}
              value={cadence}
              className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border border-ink/40 bg-card data-[state=checked]:border-primary"
            >
              <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
            </RadioGroup.Item>
            <span>
              <span className="block font-semibold text-ink">{CADENCE_LABELS[cadence]}</span>
              <span className="block text-muted-foreground">{CADENCE_HINTS[cadence]}</span>
            </span>
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}
