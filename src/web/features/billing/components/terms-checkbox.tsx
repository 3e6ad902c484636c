import { Link } from "react-router";

/** Spec section 5: each plan's button stays disabled until its own box is ticked. */
export function TermsCheckbox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-2.5 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <label htmlFor={id} className="leading-snug text-muted-foreground">
        I agree to the{" "}
        <Link to="/terms" className="font-medium text-primary underline underline-offset-2">
          Terms of Use
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
          Privacy Policy
        </Link>
      </label>
    </div>
  );
}
