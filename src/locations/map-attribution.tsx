import { configAtom } from '../config';
import { isMobileAtom, useAtomValue } from '../shared';
import { attributionParts } from './attribution';
import { dataAttributionsAtom } from './attribution-atoms';

/**
 * The map's footer line with the data attribution from the API's meta headers, under the map beside the
 * basemap's own credit (both engines). Text only; links when the config says so. On mobile it keeps clear
 * of the bottom toggle that floats over the map.
 */
export function MapAttribution() {
  const attributions = useAtomValue(dataAttributionsAtom);
  const links = useAtomValue(configAtom).map.attributionLinks;
  const isMobile = useAtomValue(isMobileAtom);
  if (attributions.length === 0) return null;
  return (
    <footer className="locations-attribution" data-testid="data-attribution" data-clear-toggle={isMobile ? '' : undefined}>
      {attributions.map((attribution) => (
        <span key={attribution} className="locations-attribution__item">
          {attributionParts(attribution, links).map((part, index) =>
            part.kind === 'link' ? (
              <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </span>
      ))}
    </footer>
  );
}
