import { useId, useLayoutEffect, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createStyleAdopter } from './adopt-styles';
import sidePanelCss from './side-panel.css';

export interface PanelDialogProps {
  /** The panel's CSS block: its own hooks `{block}__header` and `{block}__close` sit beside the shared classes. */
  block: string;
  /** The section's classes (`side-panel {block}` for a sidebar panel). */
  className: string;
  /** The panel (focus moves into it; outside interactions are measured against it: `useModalPanel`). */
  panelRef: RefObject<HTMLElement | null>;
  title: string;
  closeLabel: string;
  /** The close button's press. */
  onClose: () => void;
  /** `useModalPanel`'s Escape handler. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  id?: string;
  children: ReactNode;
}

/** The shared panel sheet (side-panel.css), adopted once per shadow root. */
const adoptSidePanelStyles = createStyleAdopter(sidePanelCss);

/**
 * The frame every sidebar panel (Filters, RouteOptions, SavedRoutes) shares: a non-modal dialog named by
 * its title, the title and a close button, then the panel's own content. It brings the panels' shared
 * sheet (header, close button, and the `.side-panel` frame and body), adopted before the panel first
 * paints. Opening, closing and focus are `useModalPanel`'s.
 */
export function PanelDialog({ block, className, panelRef, title, closeLabel, onClose, onKeyDown, id, children, ...data }: PanelDialogProps & Record<`data-${string}`, string>) {
  const titleId = useId();
  useLayoutEffect(() => {
    if (panelRef.current) adoptSidePanelStyles(panelRef.current);
  }, [panelRef]);
  return (
    <section ref={panelRef} id={id} className={className} role="dialog" aria-modal="false" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} {...data}>
      <header className={`side-panel__header ${block}__header`}>
        <h2 className="side-panel__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className={`side-panel__icon-button ${block}__close`} aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {children}
    </section>
  );
}
