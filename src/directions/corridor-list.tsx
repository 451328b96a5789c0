import { useSetAtom } from 'jotai/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../i18n';
import { configAtom } from '../config';
import { corridorListResultsAtom, LocationItem, retryFailedLoadsAtom, selectedLocationAtom, useFirstScreen } from '../locations';
import { focusFallback, formatDistance, priceMaxAgeHours, servicesAtom, SkipToMapButton, trackEvent, useAtomValue } from '../shared';
import { formatRadius } from './corridor-radius';
import { CorridorStationDetails, NoCurrentPrices, WorthBasis } from './corridor-station-details';
import {
  currentPriceOf,
  isOpenOnArrival,
  mostExpensivePrice,
  orderCorridor,
  priceOf,
  type CorridorEntry as CorridorItem,
  type CorridorOrder,
  type PriceFreshness,
} from './detour-worth';
import {
  addStationAsStopAtom,
  corridorOrderAtom,
  corridorRadiusAtom,
  corridorRadiusScaleAtom,
  fuelPlanAtom,
  openOnArrivalOnlyAtom,
  routeAtom,
  setCorridorOrderAtom,
  setCorridorRadiusAtom,
  setOpenOnArrivalOnlyAtom,
  waypointsAtom,
  waypointsLimitAtom,
} from './directions-atoms';
import { useMatrixDetours } from './use-matrix-detours';
import { canAddStop } from './waypoints';

/**
 * The stations along the route (beyond the spec: no locator shows them as a list): each with its
 * distance along the route and off it, in the configured unit, its status when the route reaches it, its
 * detour, and its price with what the stop saves; selecting one opens its details and
 * highlights it on the map; "add as stop" makes it a stop of the leg it lies on. Ordered along the route
 * (default) or by detour; "only open when I arrive" hides the rest. Loading, error with retry, an empty
 * corridor (offering a wider radius), a filter that hides everything, and the API's cap are said in
 * words; the count line is a live region, so order and filter changes are announced.
 */
export function CorridorList() {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const services = useAtomValue(servicesAtom);
  const results = useAtomValue(corridorListResultsAtom);
  const selected = useAtomValue(selectedLocationAtom);
  const radius = useAtomValue(corridorRadiusAtom);
  const radiusScale = useAtomValue(corridorRadiusScaleAtom);
  const waypoints = useAtomValue(waypointsAtom);
  const limit = useAtomValue(waypointsLimitAtom);
  const setRadius = useSetAtom(setCorridorRadiusAtom);
  const retry = useSetAtom(retryFailedLoadsAtom);
  const addAsStop = useSetAtom(addStationAsStopAtom);
  const order = useAtomValue(corridorOrderAtom);
  const setOrder = useSetAtom(setCorridorOrderAtom);
  const openOnly = useAtomValue(openOnArrivalOnlyAtom);
  const setOpenOnly = useSetAtom(setOpenOnArrivalOnlyAtom);
  // A route that is only a sea crossing has no road, so no station along it: a wider radius cannot help.
  const route = useAtomValue(routeAtom);
  const onlySea = !!route && route.legs.length > 0 && route.legs.every((leg) => leg.noRoad === 'sea');
  const plan = useAtomValue(fuelPlanAtom);
  const titleId = useId();
  const orderId = useId();
  const unit = config.intlData.formats.number.distance.unit;
  // On a Google route, with the config's consent to pay for it: Google's detours for the first stations.
  useMatrixDetours();

  const section = useRef<HTMLElement>(null);
  /** The stop just added from the list, whose field takes focus once the waypoints show it. */
  const addedStop = useRef<string | null>(null);
  // "Add as stop" takes its own button away: the list reloads for the new route (and at the waypoint
  // limit offers no more buttons), so focus would fall to the page. It goes to the new stop's field, the
  // one control that is sure to be there and that says what happened ("Stop 1, BP Sheffield"); the
  // visitor can go back to the list from there. The field belongs to the waypoint list, so it is found in
  // our root by its waypoint id; without it, focus lands at the top of the panel.
  useEffect(() => {
    const id = addedStop.current;
    const element = section.current;
    if (!id || !element || !waypoints.some((waypoint) => waypoint.id === id)) return;
    addedStop.current = null;
    const root = element.getRootNode() as Document | ShadowRoot;
    const field = root.querySelector<HTMLInputElement>(`[data-waypoint-input="${id}"] input`);
    if (!field) {
      focusFallback(element);
      return;
    }
    // The caret at the start: at its end, a name a little wider than the field showed cut at the front
    // ("ledhow Service Station").
    field.setSelectionRange(0, 0);
    field.focus();
  }, [waypoints]);

  const states = Object.values(results);
  const all = useMemo(() => Object.entries(results).flatMap(([resource, state]) => state.locations.map((location) => ({ resource, location }))), [results]);
  const items = useMemo(() => orderCorridor(openOnly ? all.filter((item) => isOpenOnArrival(item.location)) : all, order), [all, openOnly, order]);
  // Another list (other stations, or another order) starts with the first screen's stations; the same
  // stations with new detours (the route matrix's) do not.
  const listKey = useMemo(() => items.map((item) => `${item.resource}:${item.location.id}`).join('|'), [items]);
  const { shown, renderingRest } = useFirstScreen(listKey, items.length);
  // Prices count when reported within the config's age, as of when the list came in.
  const maxAgeHours = priceMaxAgeHours(config);
  const freshness = useMemo<PriceFreshness>(() => ({ now: services.now(), maxAgeHours }), [services, maxAgeHours, all]); // eslint-disable-line react-hooks/exhaustive-deps -- `all`: the clock is read again when the list changes
  // The reference price is the dearest current one of every station on the route, shown or hidden by the filter.
  const highest = useMemo(() => mostExpensivePrice(all.map((item) => item.location), plan.fuel, freshness), [all, plan.fuel, freshness]);
  const reference = useMemo(
    () => (highest === null ? null : (all.find((item) => currentPriceOf(item.location, plan.fuel, freshness) === highest)?.location ?? null)),
    [all, highest, plan.fuel, freshness],
  );
  const anyPrice = useMemo(() => all.some((item) => priceOf(item.location, plan.fuel) !== null), [all, plan.fuel]);
  const total = states.reduce((sum, state) => sum + (state.total ?? state.locations.length), 0);
  const status = states.some((state) => state.status === 'error') ? 'error' : states.some((state) => state.status === 'loading') ? 'loading' : 'ready';
  const wider = Math.min(radiusScale.max, radius * 2);
  const atLimit = !canAddStop(waypoints, limit);
  const distance = (metres: number | undefined) => formatDistance(metres ?? 0, unit, config.locale);

  const track = (item: CorridorItem, position: number) =>
    trackEvent(services, 'corridor_station_selected', { resource: item.resource, id: item.location.id, position });

  return (
    <section ref={section} className="corridor-list" aria-labelledby={titleId} aria-busy={status === 'loading' || renderingRest} data-corridor-list="">
      <h2 className="corridor-list__title" id={titleId}>
        {t('directions.corridor.title', { radius: formatRadius(radius, radiusScale, unit, config.locale) })}
      </h2>
      <div className="corridor-list__status" role="status" aria-live="polite">
        {status === 'loading' && items.length === 0 && <span>{t('directions.corridor.loading')}</span>}
        {status === 'ready' && states.length > 0 && (
          <span data-corridor-count="">
            {total > all.length
              ? t('directions.corridor.capped', { shown: all.length, total })
              : openOnly
                ? t('directions.corridor.open_count', { shown: items.length, total: all.length })
                : t(order === 'detour' ? 'directions.corridor.count_detour' : 'directions.corridor.count', { count: items.length })}
          </span>
        )}
      </div>
      {all.length > 0 && (
        <div className="corridor-list__controls">
          <label className="corridor-list__order" htmlFor={orderId}>
            {t('directions.corridor.order')}
          </label>
          <select id={orderId} value={order} onChange={(event) => setOrder(event.target.value as CorridorOrder)} data-corridor-order="">
            <option value="route">{t('directions.corridor.order_route')}</option>
            <option value="detour">{t('directions.corridor.order_detour')}</option>
          </select>
          <label className="corridor-list__open-only">
            <input type="checkbox" checked={openOnly} onChange={(event) => setOpenOnly(event.target.checked)} data-corridor-open-only="" />
            {t('directions.corridor.open_only')}
          </label>
        </div>
      )}
      {all.length > 0 && highest !== null && reference && <WorthBasis plan={plan} reference={{ location: reference, price: highest }} freshness={freshness} />}
      {all.length > 0 && highest === null && anyPrice && <NoCurrentPrices freshness={freshness} />}
      {status === 'error' && (
        <p className="corridor-list__error" role="alert">
          {t('directions.corridor.error')}{' '}
          <button type="button" className="corridor-list__action" onClick={() => void retry()}>
            {t('directions.corridor.retry')}
          </button>
        </p>
      )}
      {openOnly && all.length > 0 && items.length === 0 && (
        <p className="corridor-list__empty" data-corridor-open-empty="">
          {t('directions.corridor.open_empty')}{' '}
          <button type="button" className="corridor-list__action" onClick={() => setOpenOnly(false)}>
            {t('directions.corridor.show_all')}
          </button>
        </p>
      )}
      {status === 'ready' && all.length === 0 && states.length > 0 && (
        <p className="corridor-list__empty" data-corridor-empty={onlySea ? 'sea' : ''}>
          {onlySea ? t('directions.corridor.empty_sea') : t('directions.corridor.empty', { radius: formatRadius(radius, radiusScale, unit, config.locale) })}{' '}
          {wider > radius && !onlySea && (
            <button type="button" className="corridor-list__action" onClick={() => setRadius(wider)} data-corridor-wider="">
              {t('directions.corridor.widen', { radius: formatRadius(wider, radiusScale, unit, config.locale) })}
            </button>
          )}
        </p>
      )}
      {items.length > 0 && atLimit && (
        <p className="corridor-list__limit" data-corridor-limit="">
          {t('directions.corridor.limit_reached', { limit })}
        </p>
      )}
      {items.length > 0 && <SkipToMapButton label={t('map.skip_list')} className="corridor-list__action corridor-list__skip" />}
      {items.length > 0 && (
        <ol className="corridor-list__items">
          {items.slice(0, shown).map((item, index) => (
            <LocationItem
              key={`${item.resource}:${item.location.id}`}
              resource={item.resource}
              location={item.location}
              selected={selected?.resource === item.resource && selected.location.id === item.location.id}
              distanceText={t('directions.corridor.distance', {
                along: distance(item.location.distance_along_route),
                off: distance(item.location.distance_from_route),
              })}
              details={<CorridorStationDetails location={item.location} plan={plan} highest={highest} freshness={freshness} />}
              onSelect={() => track(item, index + 1)}
              actions={
                atLimit ? undefined : (
                  <button
                    type="button"
                    className="corridor-list__action"
                    aria-label={t('directions.corridor.add_stop_named', { name: item.location.name })}
                    onClick={() => {
                      addedStop.current = addAsStop({
                        resource: item.resource,
                        id: item.location.id,
                        name: item.location.name,
                        location: { lat: item.location.lat, lng: item.location.lng },
                        distanceAlong: item.location.distance_along_route ?? 0,
                      });
                    }}
                    data-add-stop=""
                  >
                    {t('directions.corridor.add_stop')}
                  </button>
                )
              }
            />
          ))}
        </ol>
      )}
    </section>
  );
}
