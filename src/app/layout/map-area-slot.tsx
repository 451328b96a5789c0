import { useTranslation } from 'react-i18next';

/**
 * The map region. The map feature's `MapArea` (from src/map/index.ts) is wired in here; until then the
 * region is empty. The map fills this element; the sidebar width is its left padding on desktop.
 */
export function MapAreaSlot() {
  const { t } = useTranslation();
  return <section className="map-area" part="map" aria-label={t('app.layout.map')} data-slot="map-area" />;
}
