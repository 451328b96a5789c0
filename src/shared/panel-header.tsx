export interface PanelHeaderProps {
  /** The panel's CSS block: the parts are `{block}__header`, `{block}__title` and `{block}__close`. */
  block: string;
  /** The title's id, which the panel's `aria-labelledby` names. */
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}

/** The title and close button every sidebar panel (Filters, RouteOptions, SavedRoutes) starts with. */
export function PanelHeader({ block, titleId, title, closeLabel, onClose }: PanelHeaderProps) {
  return (
    <header className={`${block}__header`}>
      <h2 className={`${block}__title`} id={titleId}>
        {title}
      </h2>
      <button type="button" className={`${block}__close`} aria-label={closeLabel} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </header>
  );
}
