import { isMobileAtom } from './view-atoms';
import { shellPart } from './shell-part';
import { useAtomValue } from './use-atom-value';

export interface SkipToMapButtonProps {
  /** "Skip the list and go to the map", in the element's language. */
  label: string;
  /** The list's own button class, for its look; shown only while it has the focus (visually-hidden.css). */
  className: string;
}

/**
 * A keyboard way past a long list (the nearest stations, the stations along a route) to the map, at the
 * list's start: the lists come first in the tab order, each station a stop or two. Beside the map only,
 * not in the phone's list views, where the map is hidden.
 */
export function SkipToMapButton({ label, className }: SkipToMapButtonProps) {
  const isMobile = useAtomValue(isMobileAtom);
  if (isMobile) return null;
  return (
    <button type="button" className={`${className} visually-hidden-until-focused`} onClick={(event) => mapKeyboardStop(event.currentTarget)?.focus()}>
      {label}
    </button>
  );
}

/** The map's own keyboard stop beside `from` (in the same shadow root): our map's application, or the first stop inside Google's map. */
function mapKeyboardStop(from: HTMLElement): HTMLElement | null {
  const area = shellPart(from, 'map');
  return area?.querySelector<HTMLElement>('[role="application"]') ?? area?.querySelector<HTMLElement>('[tabindex="0"]') ?? null;
}
