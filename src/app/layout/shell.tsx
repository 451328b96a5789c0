import { useAtomValue } from 'jotai/react';
import type { MapsConsent } from '../../config';
import { isMobileAtom, mobileViewAtom } from '../../shared';
import { MapAreaSlot } from './map-area-slot';
import { MobileToggle } from './mobile-toggle';
import { ModalHost } from './modal-host';
import { Sidebar } from './sidebar';
import { useIsMobileSync } from './use-is-mobile';

/**
 * The page layout: sidebar beside the map on desktop; on mobile one of them, switched by the bottom
 * toggle. Feature components plug into the slots; the shell only arranges them.
 */
export function Shell({ hashRouting = true, mapsConsent = 'granted' }: { hashRouting?: boolean; mapsConsent?: MapsConsent }) {
  useIsMobileSync();
  const isMobile = useAtomValue(isMobileAtom);
  const mobileView = useAtomValue(mobileViewAtom);
  return (
    <div
      className="locator"
      part="container"
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
