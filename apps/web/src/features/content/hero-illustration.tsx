/**
 * The hero's picture: a home lit by the sun and the wind. Decorative (the heading says it all), inline and
 * sized by its viewBox, so it neither loads nor shifts the layout.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 320 240"
      width="320"
      height="240"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width="320" height="240" rx="24" fill="#e8eefb" />
      <circle cx="250" cy="62" r="30" fill="#ffd23f" />
      <g stroke="#ffd23f" strokeWidth="6" strokeLinecap="round">
        <path d="M250 14v12M250 98v12M202 62h12M286 62h12M216 28l8 8M276 88l8 8M216 96l8-8M276 36l8-8" />
      </g>
      <path d="M0 196c60-22 120-22 180-6s100 12 140-4v54H0z" fill="#c9d8f5" />
      <g stroke="#0b3d91" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M58 196V96" />
        <path d="M58 96l-26 14M58 96l24 16M58 96l2-30" />
      </g>
      <circle cx="58" cy="96" r="6" fill="#0b3d91" />
      <path d="M112 132l56-44 56 44v72H112z" fill="#ffffff" stroke="#0b3d91" strokeWidth="4" />
      <path d="M100 140l68-54 68 54" fill="none" stroke="#0b3d91" strokeWidth="8" strokeLinejoin="round" />
      <rect x="152" y="160" width="32" height="44" rx="4" fill="#0b3d91" />
      <rect x="126" y="144" width="18" height="18" rx="2" fill="#ffd23f" />
      <rect x="192" y="144" width="18" height="18" rx="2" fill="#ffd23f" />
      <path d="M262 150l-14 26h12l-8 24 22-32h-13l9-18z" fill="#0b3d91" />
    </svg>
  );
}
