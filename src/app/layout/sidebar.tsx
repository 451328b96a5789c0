import { useDeferredValue, useState } from 'react';
import { useStore } from 'jotai/react';
import { useTranslation } from '../../i18n';
import { LazyInfoWindow, nearestListHasItemsAtom, nearestListRequestedAtom } from '../../locations';
import { isMobileAtom, sidebarModeAtom, useAtomValue } from '../../shared';
import { DirectionsPanelSlot } from './directions-panel-slot';
import { NearestListSlot } from './nearest-list-slot';
import { SearchPanelSlot } from './search-panel-slot';

/**
 * The sidebar: search mode (search panel, info window of the selected station, nearest list) or
 * directions mode (info window, directions panels). The info window is where the visitor looks: under
 * the search box, or at the top in directions mode (it opened at the foot of the route's itinerary and
 * station list before, out of sight).
 *
 * On desktop the shell's first commit holds the sidebar's box but not its content, which follows at
 * once in a background render: the map's first view is planned in that commit's layout
 * effects, from the map's box and the sidebar's width, so its requests go out before the search panel
 * and the list have rendered, and those render while the answers are on their way. On a phone the
 * search box sits above the map and sets the map's height, so it is there from the first commit.
 *
 * When the list was asked for before the shell rendered (a view in the URL, `loadFirstViewAtom`), the
 * content is in the first commit: nothing of the list's waits for the plan, and a background render
 * is interrupted by every update of the map (its answers, its engine arriving) and starts over, so the
 * list showed well after its answer. Once the list has stations, it renders at once too.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const mode = useAtomValue(sidebarModeAtom);
  const isMobile = useAtomValue(isMobileAtom);
  const store = useStore();
  const [listAskedFirst] = useState(() => store.get(nearestListRequestedAtom));
  // Content in the first commit anyway (the list asked for with the config, a phone's layout): no
  // background render follows it, and it is ready from the start.
  const contentReady = useDeferredValue(true, listAskedFirst || isMobile ? undefined : false);
  const listReady = useAtomValue(nearestListHasItemsAtom);
  return (
    <aside className="sidebar" part="sidebar" aria-label={t('app.layout.sidebar')} data-mode={mode}>
      {(contentReady || isMobile || listReady) && (
        <>
          {mode === 'search' ? (
            <>
              <SearchPanelSlot />
              <LazyInfoWindow />
              <NearestListSlot />
            </>
          ) : (
            <>
              <LazyInfoWindow />
              <DirectionsPanelSlot />
            </>
          )}
        </>
      )}
    </aside>
  );
}
