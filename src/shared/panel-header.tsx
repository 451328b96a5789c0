import { useLayoutEffect, useRef } from 'react';
import { createStyleAdopter } from './adopt-styles';
import sidePanelCss from './side-panel.css';

export interface PanelHeaderProps {
  /** The panel's CSS block: its own hooks `{block}__header` and `{block}__close` sit beside the shared classes. */
  block: string;
  /** The title's id, which the panel's `aria-labelledby` names. */
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}

/** The shared panel sheet (side-panel.css), adopted once per shadow root. */
const adoptSidePanelStyles = createStyleAdopter(sidePanelCss);

/**
 * The title and close button every sidebar panel (Filters, RouteOptions, SavedRoutes) starts with. It
 * brings the panels' shared sheet (header, close button, and the `.side-panel` frame and body), adopted
 * before the panel first paints.
 */
export function PanelHeader({ block, titleId, title, closeLabel, onClose }: PanelHeaderProps) {
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (header.current) adoptSidePanelStyles(header.current);
  }, []);
  return (
    <header ref={header} className={`side-panel__header ${block}__header`}>
      <h2 className="side-panel__title" id={titleId}>
        {title}
      </h2>
      <button type="button" className={`side-panel__icon-button ${block}__close`} aria-label={closeLabel} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </header>
  );
}
