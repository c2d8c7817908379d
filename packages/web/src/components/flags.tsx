/** Small inline flags (emoji flags do not render on Windows); decorative, the label carries the meaning. */
export function SpainFlag({ size = 16 }: { size?: number }) {
  return (
    <svg width={size * 1.5} height={size} viewBox="0 0 3 2" aria-hidden="true" style={{ borderRadius: 2 }}>
      <rect width="3" height="2" fill="#aa151b" />
      <rect y="0.5" width="3" height="1" fill="#f1bf00" />
    </svg>
  );
}

export function UnitedKingdomFlag({ size = 16 }: { size?: number }) {
  return (
    <svg width={size * 1.5} height={size} viewBox="0 0 60 40" aria-hidden="true" style={{ borderRadius: 2 }}>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#fff" strokeWidth="8" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30,0 V40 M0,20 H60" stroke="#fff" strokeWidth="12" />
      <path d="M30,0 V40 M0,20 H60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}
