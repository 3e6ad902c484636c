/**
 * The article's cover, drawn in SVG: the app has no image CDN and its CSP allows no remote
 * images. Decorative, since the title beside it says everything the picture does.
 */
export function PostCover({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`relative overflow-hidden bg-gradient-to-br from-primary-soft via-card to-accent-soft ${className}`}
    >
      <svg viewBox="0 0 640 360" className="size-full" preserveAspectRatio="xMidYMid slice">
        <defs>
          <linearGradient id="cover-bar" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="var(--color-primary)" />
            <stop offset="1" stopColor="var(--color-primary-hover)" />
          </linearGradient>
        </defs>
        <g opacity="0.35" stroke="var(--color-border)" strokeWidth="1">
          {Array.from({ length: 9 }, (_, i) => (
            <line key={`v${i}`} x1={i * 80} y1="0" x2={i * 80} y2="360" />
          ))}
          {Array.from({ length: 5 }, (_, i) => (
            <line key={`h${i}`} x1="0" y1={i * 80} x2="640" y2={i * 80} />
          ))}
        </g>
        <g transform="translate(96 92)">
          <rect
            width="260"
            height="184"
            rx="18"
            fill="var(--color-card)"
            stroke="var(--color-border)"
          />
          <rect
            x="22"
            y="24"
            width="120"
            height="10"
            rx="5"
            fill="var(--color-ink)"
            opacity="0.8"
          />
          <rect x="22" y="46" width="200" height="8" rx="4" fill="var(--color-border)" />
          {[52, 88, 70, 118, 100].map((height, i) => (
            <rect
              key={height}
              x={28 + i * 44}
              y={160 - height}
              width="28"
              height={height}
              rx="6"
              fill="url(#cover-bar)"
              opacity={0.55 + i * 0.1}
            />
          ))}
        </g>
        <g transform="translate(392 120)">
          <circle
            cx="70"
            cy="70"
            r="62"
            fill="var(--color-card)"
            stroke="var(--color-primary)"
            strokeWidth="12"
          />
          <path
            d="M42 72l20 20 38-42"
            fill="none"
            stroke="var(--color-primary)"
            strokeWidth="12"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <line
            x1="116"
            y1="116"
            x2="160"
            y2="160"
            stroke="var(--color-ink)"
            strokeWidth="16"
            strokeLinecap="round"
          />
        </g>
        <circle cx="560" cy="60" r="10" fill="var(--color-accent)" />
        <circle cx="70" cy="310" r="6" fill="var(--color-primary)" opacity="0.6" />
      </svg>
    </div>
  );
}
