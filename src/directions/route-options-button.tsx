import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../i18n';
import { BadgeToggleButton, modalAtom, toggleModalAtom, useAtomValue } from '../shared';
import { corridorRadiusAtom, corridorRadiusScaleAtom, routeAvoidanceAtom } from './directions-atoms';
import { routeOptionsBadgeCount } from './route-options';

/** Marks the button, so the panel returns focus to it and does not count its clicks as "outside". */
export const ROUTE_OPTIONS_TOGGLE_ATTRIBUTE = 'data-route-options-toggle';

const MARKER = { [ROUTE_OPTIONS_TOGGLE_ATTRIBUTE]: '' };
const BADGE_MARKER = { 'data-route-options-badge': '' };

const OPTIONS_ICON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z" fill="currentColor" />
  </svg>
);

/**
 * Toggles the route options panel (spec section 4) and shows how many options differ from the defaults
 * (spec section 9: the avoid flags on, plus one for a radius other than the default).
 */
export function RouteOptionsButton() {
  const { t } = useTranslation();
  const expanded = useAtomValue(modalAtom) === 'RouteOptions';
  const toggleModal = useSetAtom(toggleModalAtom);
  const avoidance = useAtomValue(routeAvoidanceAtom);
  const radius = useAtomValue(corridorRadiusAtom);
  const count = routeOptionsBadgeCount(avoidance, radius, useAtomValue(corridorRadiusScaleAtom));
  return (
    <BadgeToggleButton
      label={t('directions.options.toggle')}
      icon={OPTIONS_ICON}
      count={count}
      countLabel={t('directions.options.toggle_active_suffix', { count })}
      expanded={expanded}
      onToggle={() => toggleModal('RouteOptions')}
      marker={MARKER}
      badgeMarker={BADGE_MARKER}
    />
  );
}
