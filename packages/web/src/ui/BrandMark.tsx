/** The Lontar mark: three palm-leaf strips with their binding holes, like a lontar manuscript. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label="Lontar" className="brand-mark">
      <rect className="brand-mark__bg" width="40" height="40" rx="9" fill="#1f8a4c" />
      <g fill="#f6e9c6">
        <rect x="7" y="9" width="26" height="5.5" rx="2.75" />
        <rect x="7" y="17.25" width="26" height="5.5" rx="2.75" />
        <rect x="7" y="25.5" width="26" height="5.5" rx="2.75" />
      </g>
      <g fill="rgba(0, 0, 0, 0.3)">
        <circle cx="20" cy="11.75" r="1.2" />
        <circle cx="20" cy="20" r="1.2" />
        <circle cx="20" cy="28.25" r="1.2" />
      </g>
    </svg>
  );
}
