import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useSetAtom, useStore } from 'jotai/react';
import { useTranslation } from '../../i18n';
import type { MapsConsent } from '../../config';
import { LazyMapsConsentNotice, LocationsMap, useMapsPlatform, viewportAtom } from '../../locations';
import { provideSearchMapsAtom, selectedPlaceAtom, selectPlaceAtom } from '../../search';
import { useAtomValue, usePaintedOnce } from '../../shared';

/**
 * The map region: the locations feature's map, drawn once the maps platform (Google or offline) has
 * loaded (spec: children render only after the maps script has loaded); its first view is planned and
 * its stations asked for while the platform loads. The platform is also handed to the
 * search feature (place completions, reverse geocoding). When the map cannot load, the region says so
 * and the list keeps working. Before the visitor consents to Google Maps (`mapsConsent`), the offline
 * engine draws the map and a notice says why. The map fills this element; the sidebar width is its
 * padding on desktop.
 *
 * When the first view's requests went out with the config (a view in the URL, `loadFirstViewAtom`), the
 * map renders once the frame that shows the shell's first commit has painted (`usePaintedOnce`): nothing
 * of the first view waits for it, and the sidebar's list shows in that commit. Rendered in a background
 * render at once, the map, its first view's plan (which measures its box) and the render that follows the
 * plan ran before that frame, and the list's paint waited for them.
 */
export function MapAreaSlot({ hashRouting = true, mapsConsent = null }: { hashRouting?: boolean; mapsConsent?: MapsConsent | null }) {
  const { t } = useTranslation();
  const { platform, failure, withheldConsent } = useMapsPlatform(mapsConsent);
  const provideSearchMaps = useSetAtom(provideSearchMapsAtom);
  const selectPlace = useSetAtom(selectPlaceAtom);
  // A layout effect runs before the map's own effects, so a `#/place/` deep link finds the platform.
  useLayoutEffect(() => {
    provideSearchMaps(platform);
  }, [platform, provideSearchMaps]);
  // `#/place/{id}` on load: a targeted place selection (the description comes with the place details).
  const onHashPlace = useCallback(
    (placeId: string) => void selectPlace({ placeId, description: '', shouldTarget: true }),
    [selectPlace],
  );
  // The chosen place is a step of the browser history (Back walks back to it).
  const placeId = useAtomValue(selectedPlaceAtom)?.place_id ?? null;
  const searchPlace = useMemo(() => ({ placeId }), [placeId]);
  const store = useStore();
  // At the shell's first render, a view can only be the one asked for with the config.
  const [viewAskedFirst] = useState(() => store.get(viewportAtom) !== null);
  const mapReady = usePaintedOnce(viewAskedFirst);
  return (
    <section className="map-area" part="map" aria-label={t('app.layout.map')} data-slot="map-area">
      {mapReady && <LocationsMap platform={platform} hashRouting={hashRouting} onHashPlace={onHashPlace} searchPlace={searchPlace} />}
      {withheldConsent && <LazyMapsConsentNotice consent={withheldConsent} />}
      {failure && (
        <p className="map-area__failure" role="alert">
          {t(failure === 'auth_failure' ? 'map.auth_failure' : 'map.load_failed')}
        </p>
      )}
    </section>
  );
}
