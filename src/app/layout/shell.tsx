import { useTranslation } from '../../i18n';
import type { MapsConsent } from '../../config';
import { useRelocalisedSearch } from '../../search';
import { isMobileAtom, mobileViewAtom, toLanguageTag, useAtomValue } from '../../shared';
import { MapAreaSlot } from './map-area-slot';
import { MobileToggle } from './mobile-toggle';
import { ModalHost } from './modal-host';
import { Sidebar } from './sidebar';
import { usePanelPreload } from './use-panel-preload';
import { useIsMobileSync } from './use-is-mobile';

/**
 * The page layout: sidebar beside the map on desktop. On mobile the bottom toggle switches the list and
 * the map (search mode) or the itinerary and the map (directions mode); in search mode the search box
 * stays above both views (styles.css). Feature components plug into the slots; the shell only arranges
 * them. It says its language (`lang`): the host page's may be another, and screen readers would read
 * German text with an English voice (WCAG 3.1.2).
 */
export function Shell({ hashRouting = true, mapsConsent = null }: { hashRouting?: boolean; mapsConsent?: MapsConsent | null }) {
  useIsMobileSync();
  // A language switch keeps the search; its place labels follow the language.
  useRelocalisedSearch();
  usePanelPreload();
  const isMobile = useAtomValue(isMobileAtom);
  const mobileView = useAtomValue(mobileViewAtom);
  const { i18n } = useTranslation();
  return (
    <div
      className="locator"
      part="container"
      lang={toLanguageTag(i18n.language)}
      data-testid="shell"
      data-mobile={isMobile ? '' : undefined}
      data-mobile-view={isMobile ? mobileView : undefined}
    >
      <Sidebar />
      <MapAreaSlot hashRouting={hashRouting} mapsConsent={mapsConsent} />
      <ModalHost />
      {isMobile && <MobileToggle />}
    </div>
  );
}
