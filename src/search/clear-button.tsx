/** The × button that empties a completion input (the search box, each waypoint); `className` places it. */
export function ClearButton({ label, onClick, className, ...data }: { label: string; onClick: () => void; className: string } & Record<`data-${string}`, string>) {
  return (
    <button type="button" className={`tool-button ${className}`} aria-label={label} onClick={onClick} {...data}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
