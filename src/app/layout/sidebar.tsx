import { useAtomValue } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { LazyInfoWindow } from '../../locations';
import { sidebarModeAtom } from '../../shared';
import { DirectionsPanelSlot } from './directions-panel-slot';
import { NearestListSlot } from './nearest-list-slot';
import { SearchPanelSlot } from './search-panel-slot';

/**
 * The sidebar: search mode (search panel, info window of the selected station, nearest list) or
 * directions mode (directions panels, info window).
 */
export function Sidebar() {
  const { t } = useTranslation();
  const mode = useAtomValue(sidebarModeAtom);
  return (
    <aside className="sidebar" part="sidebar" aria-label={t('app.layout.sidebar')} data-mode={mode}>
      {mode === 'search' ? <SearchPanelSlot /> : <DirectionsPanelSlot />}
      <LazyInfoWindow />
      {mode === 'search' && <NearestListSlot />}
    </aside>
  );
}
