/** Small monochrome marks for the integration cards; decorative, the card title names the service. */
export function NotionMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect
        x="3"
        y="3"
        width="26"
        height="26"
        rx="5"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="2.4"
      />
      <path
        d="M11 22V10.5l10 11.5V10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CrunchbaseMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect x="3" y="3" width="26" height="26" rx="5" fill="currentColor" />
      <text
        x="16"
        y="21"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fill="#fff"
      >
        cb
      </text>
    </svg>
  );
}
