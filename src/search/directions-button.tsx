import { startTransition, useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../i18n';
import { openDirectionsAtom, takeDirectionsButtonFocusAtom } from '../shared';

/**
 * Switches the sidebar to directions mode (spec section 2); has focus again when the visitor comes back.
 * The switch renders as a transition, in slices: rendered inside the click it held the click's paint
 * for 40-55 ms at full speed (bench:ui's phone rows, "enter directions").
 */
export function DirectionsButton() {
  const { t } = useTranslation();
  const openDirections = useSetAtom(openDirectionsAtom);
  const takeFocus = useSetAtom(takeDirectionsButtonFocusAtom);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // "Back to search" removed the focused back button with directions mode: focus returns here, to
    // where the visitor went in, not to the page.
    if (takeFocus()) button.current?.focus();
  }, [takeFocus]);
  return (
    <button ref={button} type="button" className="tool-button tool-button--outlined search-directions" onClick={() => startTransition(() => openDirections())} data-search-directions="">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 2 2 12l10 10 10-10zm1 13v-3H9v3H7v-4a1 1 0 0 1 1-1h5V7l4 4z" fill="currentColor" />
      </svg>
      <span>{t('search.directions')}</span>
    </button>
  );
}
