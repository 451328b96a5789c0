import type { ReactNode } from 'react';

export interface BadgeToggleButtonProps {
  /** The visible label. */
  label: string;
  /** Drawn before the label: an `<svg aria-hidden="true">`. */
  icon: ReactNode;
  /** How many settings the panel has on (or off their defaults): a badge while above 0. */
  count: number;
  /** Screen readers' rest of the name while `count` is above 0 ("2 active"); it follows the visible label (WCAG 2.5.3). */
  countLabel: string;
  /** Whether the panel it toggles is open (`aria-expanded`). */
  expanded: boolean;
  /** The panel's id, for `aria-controls` while it is open. */
  controls?: string | undefined;
  onToggle: () => void;
  /** Data attributes marking the button (its panel returns focus to it and does not count its clicks as outside). */
  marker: Readonly<Record<`data-${string}`, string>>;
  /** Data attributes marking the badge. */
  badgeMarker?: Readonly<Record<`data-${string}`, string>> | undefined;
}

/**
 * A tool row's button that opens and closes a panel and counts, in a badge, what is set in it: the
 * filters (spec section 2) and the route options (spec sections 4 and 9). Its sheet: `.panel-button` and `.badge-toggle__badge` in
 * tool-button.css.
 */
export function BadgeToggleButton({ label, icon, count, countLabel, expanded, controls, onToggle, marker, badgeMarker }: BadgeToggleButtonProps) {
  return (
    <button type="button" className="panel-button" aria-expanded={expanded} aria-controls={expanded ? controls : undefined} onClick={onToggle} {...marker}>
      {icon}
      <span>{label}</span>
      {count > 0 && (
        <>
          <span className="visually-hidden">{countLabel}</span>
          <span className="badge-toggle__badge" aria-hidden="true" {...badgeMarker}>
            {count}
          </span>
        </>
      )}
    </button>
  );
}
