import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../../i18n';
import { mobileViewAtom, sidebarModeAtom, toggleMobileViewAtom, useAtomValue } from '../../shared';

/** Mobile only: the bottom-centre button switching list ↔ map (search) or route ↔ map (directions). */
export function MobileToggle() {
  const { t } = useTranslation();
  const view = useAtomValue(mobileViewAtom);
  const mode = useAtomValue(sidebarModeAtom);
  const toggle = useSetAtom(toggleMobileViewAtom);
  const otherView = mode === 'search' ? 'show_list' : 'show_itinerary';
  const label = view === 'map' ? t(`app.mobile_toggle.${otherView}`) : t('app.mobile_toggle.show_map');
  return (
    <button type="button" className="button-primary mobile-toggle" part="mobile-toggle" onClick={() => toggle()}>
      {label}
    </button>
  );
}
