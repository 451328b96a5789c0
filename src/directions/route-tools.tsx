import { useSetAtom } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { modalAtom, routeLinkAtom, toggleModalAtom, useAtomValue } from '../shared';
import { routeAtom, waypointsAtom } from './directions-atoms';
import { SAVED_ROUTES_PANEL_ID, SAVED_ROUTES_TOGGLE_ATTRIBUTE } from './route-tools-dom';
import { SaveRouteDialog } from './save-route-dialog';
import { clampRouteName, routeNamePart, savableWaypoints } from './saved-routes';
import { clearRouteToolsMessageAtom, copyRouteLinkAtom, routeToolsMessageAtom } from './saved-routes-atoms';

/** Opens and closes the saved routes panel (the `SavedRoutes` modal). */
export function SavedRoutesButton() {
  const { t } = useTranslation();
  const expanded = useAtomValue(modalAtom) === 'SavedRoutes';
  const toggleModal = useSetAtom(toggleModalAtom);
  const marker = { [SAVED_ROUTES_TOGGLE_ATTRIBUTE]: '' };
  return (
    <button
      type="button"
      className="panel-button"
      aria-expanded={expanded}
      aria-controls={expanded ? SAVED_ROUTES_PANEL_ID : undefined}
      onClick={() => toggleModal('SavedRoutes')}
      {...marker}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2z" fill="currentColor" />
      </svg>
      <span>{t('directions.saved.open')}</span>
    </button>
  );
}

/** "Save route", shown while a route is on show; asks for a name in a dialog. */
function SaveRouteButton() {
  const { t } = useTranslation();
  const route = useAtomValue(routeAtom);
  const waypoints = useAtomValue(waypointsAtom);
  const [dialogOpen, setDialogOpen] = useState(false);
  if (!route) return null;
  const savable = savableWaypoints(waypoints);
  const defaultName = clampRouteName(
    t('directions.save.default_name', { from: routeNamePart(savable[0]), to: routeNamePart(savable[savable.length - 1]) }),
  );
  return (
    <>
      <button type="button" className="panel-button" aria-haspopup="dialog" onClick={() => setDialogOpen(true)} data-route-save="">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M17 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V7zm-5 16a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm3-10H5V5h10z" fill="currentColor" />
        </svg>
        <span>{t('directions.save.button')}</span>
      </button>
      {dialogOpen && <SaveRouteDialog defaultName={defaultName} onClose={() => setDialogOpen(false)} />}
    </>
  );
}

/** "Copy link", shown while the URL hash holds the route (hash routing on, a route on show). */
function CopyRouteLinkButton() {
  const { t } = useTranslation();
  const link = useAtomValue(routeLinkAtom);
  const copy = useSetAtom(copyRouteLinkAtom);
  if (!link) return null;
  return (
    <button type="button" className="panel-button" onClick={() => void copy()} data-route-copy-link="">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M3.9 12a3.1 3.1 0 0 1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z"
          fill="currentColor"
        />
      </svg>
      <span>{t('directions.share.copy')}</span>
    </button>
  );
}

/** The route tools in directions mode's toolbar: saved routes, and for the route on show save and copy link. */
export function RouteTools() {
  return (
    <>
      <SavedRoutesButton />
      <SaveRouteButton />
      <CopyRouteLinkButton />
    </>
  );
}

/**
 * Announces what the route tools did (saved, link copied or not); cleared when directions mode closes,
 * and when another route (or none) is on show: the message speaks of the route it was said for.
 */
export function RouteToolsStatus() {
  const { t } = useTranslation();
  const message = useAtomValue(routeToolsMessageAtom);
  const clear = useSetAtom(clearRouteToolsMessageAtom);
  const route = useAtomValue(routeAtom);
  // The route on show when a message was said (every message is said about the route then on show).
  const routeSaidFor = useRef(route);
  useEffect(() => () => clear(), [clear]);
  useEffect(() => {
    // Another route object: the destination, a stop, an avoid flag or the route index changed (the radius
    // and the departure keep it). A failed or cleared route is null: also not the route spoken of.
    if (routeSaidFor.current === route) return;
    routeSaidFor.current = route;
    clear();
  }, [route, clear]);
  let text = '';
  if (message?.kind === 'saved') text = t('directions.save.saved', { name: message.name });
  else if (message?.kind === 'link_copied') text = t('directions.share.copied');
  else if (message?.kind === 'copy_failed') text = t('directions.share.failed');
  return (
    <p className="route-tools__status" role="status" data-route-tools-status={message?.kind ?? ''}>
      {text}
    </p>
  );
}
