/** The scales mark, inline so it costs no request. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="currentColor" />
      <path
        d="M32 12v36M18 20h28M22 20l-8 16h16zM42 20l-8 16h16z"
        fill="none"
        stroke="#d4a72c"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M22 48h20" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
