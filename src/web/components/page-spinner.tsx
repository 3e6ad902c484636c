export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh items-center justify-center">
      <span
        className="size-8 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
