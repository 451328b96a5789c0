import { useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import type { SavedRoute } from '../api';
import { configAtom } from '../config';
import { closeModalAtom, useModalPanel, PanelDialog, useAtomValue } from '../shared';
import { corridorRadiusScaleAtom } from './directions-atoms';
import { adoptDirectionsStyles } from './directions-styles';
import { SAVED_ROUTES_PANEL_ID, SAVED_ROUTES_TOGGLE_ATTRIBUTE } from './route-tools-dom';
import { summariseRouteOptions, type RouteOptionWords } from './saved-routes';
import {
  closeSavedRoutesAtom,
  deleteSavedRouteAtom,
  loadSavedRoutesAtom,
  openSavedRouteAtom,
  savedRoutesAtom,
  savedRoutesStatusAtom,
} from './saved-routes-atoms';

/** "Avoid tolls, avoid motorways and 10 km corridor" for a route's options, in the element's locale. */
function useOptionsSummary(): (route: SavedRoute) => string {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const radiusScale = useAtomValue(corridorRadiusScaleAtom);
  return useMemo(() => {
    const words: RouteOptionWords = {
      avoidTolls: t('directions.saved.option.avoid_tolls'),
      avoidHighways: t('directions.saved.option.avoid_highways'),
      corridor: (radius) => t('directions.saved.option.corridor', { radius }),
    };
    return (route: SavedRoute) => summariseRouteOptions(route.route.options, config.locale, config.intlData.formats.number.distance.unit, radiusScale, words);
  }, [t, config, radiusScale]);
}

/**
 * The saved routes panel (spec sections 2 "Saved routes panel", 4): the visitor's routes, each with its
 * name and active options, a button that opens it and a delete button named after it; a loading
 * animation while loading, an empty state, an error state with retry. It loads the list each time it
 * opens, and closes like every modal panel (close button, Escape, any interaction outside it).
 *
 * Opening a route puts it into directions mode and closes the panel (focus back on its button). Deleting
 * one reloads the list, says so, and moves focus to the next route (or the panel when none is left).
 */
export function SavedRoutesPanel() {
  const { t } = useTranslation();
  const status = useAtomValue(savedRoutesStatusAtom);
  const routes = useAtomValue(savedRoutesAtom);
  const load = useSetAtom(loadSavedRoutesAtom);
  const closeList = useSetAtom(closeSavedRoutesAtom);
  const deleteRoute = useSetAtom(deleteSavedRouteAtom);
  const openRoute = useSetAtom(openSavedRouteAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const summaryOf = useOptionsSummary();
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  /** After a delete: the position whose route gets the focus once the list has re-rendered. */
  const focusAfterDelete = useRef<number | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const { close, onKeyDown } = useModalPanel({ panelRef, toggleAttribute: SAVED_ROUTES_TOGGLE_ATTRIBUTE, closeModal });

  useLayoutEffect(() => {
    if (panelRef.current) adoptDirectionsStyles(panelRef.current);
  }, [panelRef]);

  useEffect(() => {
    void load();
    return () => closeList();
  }, [load, closeList]);

  useEffect(() => {
    const position = focusAfterDelete.current;
    if (position === null) return;
    focusAfterDelete.current = null;
    const buttons = panelRef.current?.querySelectorAll<HTMLButtonElement>('[data-saved-route-open]') ?? [];
    const next = buttons[Math.min(position, buttons.length - 1)];
    (next ?? panelRef.current)?.focus();
  }, [routes, panelRef]);

  const remove = useCallback(
    async (route: SavedRoute, position: number) => {
      if (deleting) return;
      setDeleting(route.id);
      focusAfterDelete.current = position;
      const deleted = await deleteRoute(route.id);
      setDeleting(null);
      if (!deleted) focusAfterDelete.current = null;
      setAnnouncement(t(deleted ? 'directions.saved.deleted' : 'directions.saved.delete_failed', { name: route.name }));
    },
    [deleteRoute, deleting, t],
  );

  const retry = () => {
    // The retry button goes away while loading: keep the focus in the panel.
    panelRef.current?.focus();
    void load();
  };

  return (
    <PanelDialog
      block="saved-routes"
      className="side-panel saved-routes"
      panelRef={panelRef}
      id={SAVED_ROUTES_PANEL_ID}
      title={t('directions.saved.title')}
      closeLabel={t('directions.saved.close')}
      onClose={() => close('close-button')}
      onKeyDown={onKeyDown}
      data-saved-routes={status}
    >
      <div className="side-panel__body" aria-busy={status === 'loading'}>
        {status === 'loading' && (
          <p className="saved-routes__loading" data-saved-routes-loading="">
            <span className="search-spinner" aria-hidden="true" />
            {t('directions.saved.loading')}
          </p>
        )}
        {status === 'error' && (
          <div className="saved-routes__error" data-saved-routes-error="">
            <p>{t('directions.saved.error')}</p>
            <button type="button" className="saved-routes__retry" onClick={retry}>
              {t('directions.saved.retry')}
            </button>
          </div>
        )}
        {status === 'ready' && routes.length === 0 && (
          <p className="saved-routes__empty" data-saved-routes-empty="">
            {t('directions.saved.empty')}
          </p>
        )}
        {routes.length > 0 && (
          <ul className="saved-routes__list" aria-label={t('directions.saved.list')}>
            {routes.map((route, position) => {
              const summary = summaryOf(route);
              return (
                <li className="saved-routes__item" key={route.id} data-saved-route={route.id}>
                  <button
                    type="button"
                    className="saved-routes__open"
                    onClick={() => {
                      openRoute(route);
                      close('done');
                    }}
                    data-saved-route-open=""
                  >
                    <span className="saved-routes__name">{route.name}</span>
                    {summary && <span className="saved-routes__options">{summary}</span>}
                  </button>
                  {/* aria-disabled while deleting: a disabled button would drop the focus. */}
                  <button
                    type="button"
                    className="side-panel__icon-button saved-routes__delete"
                    aria-label={t('directions.saved.delete', { name: route.name })}
                    aria-disabled={deleting === route.id}
                    onClick={() => void remove(route, position)}
                    data-saved-route-delete=""
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                      <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" fill="currentColor" />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p className="saved-routes__announcement" role="status" data-saved-routes-announcement="">
        {announcement}
      </p>
    </PanelDialog>
  );
}
