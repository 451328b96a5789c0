import { useId } from 'react';
import { useTranslation } from '../i18n';
import { configAtom } from '../config';
import type { RouteResult } from '../map';
import { searchMapsAtom } from '../search';
import { formatDistance, formatDuration, mapInViewAtom, useAtomValue } from '../shared';
import { ManeuverIcon } from './maneuver-icon';
import { StepInstruction } from './step-instruction';

/**
 * The itinerary (spec section 2 "Itinerary"): totals from the first start address to the last end
 * address (distance in the locale's unit, duration as weeks, days, hours, minutes), then per leg its
 * steps (instruction, duration and distance text, maneuver arrow) and the leg's destination line.
 * Offline estimates say so, and which network they used (the motorway graph or straight lines). A leg
 * with no road known (across the sea: a ferry is needed) says so, gives no time, and the totals are
 * those of the road legs ("by road"), or absent when there are none.
 */
export function Itinerary({ route }: { route: RouteResult }) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const titleId = useId();
  // Google's route text shown with no Google map in view (the phone's itinerary view) carries Google's
  // attribution, as its Routes API policies ask; with the map in view, the map's own logo does.
  const provider = useAtomValue(searchMapsAtom)?.provider;
  const mapInView = useAtomValue(mapInViewAtom);
  const googleAttribution = provider === 'google' && !mapInView;
  const unit = config.intlData.formats.number.distance.unit;
  const first = route.legs[0];
  const last = route.legs[route.legs.length - 1];
  // Legs with no road known (the sea between them): no time is given for them, and the totals are the road's.
  const crossings = route.legs.filter((leg) => leg.noRoad === 'sea');
  const byRoad = crossings.length < route.legs.length;
  return (
    <section className="itinerary" aria-labelledby={titleId} data-itinerary="">
      <h2 className="itinerary__title" id={titleId}>
        {t('directions.itinerary.title')}
      </h2>
      {crossings.length === 0 ? (
        <p className="itinerary__totals" data-itinerary-totals="">
          <span className="itinerary__total-duration">{formatDuration(route.duration.value, config.locale)}</span>
          <span className="itinerary__total-distance">{formatDistance(route.distance.value, unit, config.locale)}</span>
        </p>
      ) : (
        byRoad && (
          <p className="itinerary__totals" data-itinerary-totals="by-road">
            {t('directions.itinerary.totals_by_road', {
              duration: formatDuration(route.duration.value, config.locale),
              distance: formatDistance(route.distance.value, unit, config.locale),
            })}
          </p>
        )
      )}
      {first && last && (
        <p className="itinerary__endpoints">{t('directions.itinerary.from_to', { from: first.startLabel, to: last.endLabel })}</p>
      )}
      {/* How the times were estimated: not said of a route that is only a crossing, which has none. */}
      {route.offline && byRoad && (
        <p className="itinerary__estimate" data-itinerary-estimate={route.network ?? 'straight'}>
          {t(route.network === 'motorway' ? 'map.offline_route_motorway' : 'map.offline_route')}
        </p>
      )}
      {crossings.length > 0 && (
        <p className="itinerary__warning itinerary__sea" role="note" data-itinerary-sea="">
          {t('directions.itinerary.sea_crossing', {
            count: crossings.length,
            stretches: crossings.map((leg) => t('directions.itinerary.sea_stretch', { from: leg.startLabel, to: leg.endLabel })).join(', '),
          })}
        </p>
      )}
      {route.warnings.map((warning) => (
        <p className="itinerary__warning" key={warning}>
          {warning}
        </p>
      ))}
      <ol className="itinerary__legs">
        {route.legs.map((leg, legIndex) => (
          <li className="itinerary-leg" key={legIndex} data-itinerary-leg={legIndex}>
            <h3 className="itinerary-leg__title">
              {t('directions.itinerary.leg', { from: leg.startLabel, to: leg.endLabel })}
              <span className="itinerary-leg__summary">
                {leg.noRoad === 'sea'
                  ? t('directions.itinerary.leg_sea_summary', { distance: leg.distance.text })
                  : t('directions.itinerary.leg_summary', { distance: leg.distance.text, duration: leg.duration.text })}
              </span>
            </h3>
            <ol className="itinerary-leg__steps">
              {leg.steps.map((step, stepIndex) => (
                <li className="itinerary-step" key={stepIndex} data-itinerary-step="">
                  <ManeuverIcon maneuver={step.maneuver} />
                  <StepInstruction text={step.instruction} format={route.instructionFormat} />
                  <span className="itinerary-step__measure">
                    {leg.noRoad === 'sea'
                      ? t('directions.itinerary.leg_sea_summary', { distance: step.distance.text })
                      : t('directions.itinerary.step_summary', { distance: step.distance.text, duration: step.duration.text })}
                  </span>
                </li>
              ))}
            </ol>
            <p className="itinerary-leg__destination" data-itinerary-destination="">
              {t(legIndex === route.legs.length - 1 ? 'directions.itinerary.arrive_destination' : 'directions.itinerary.arrive_stop', {
                place: leg.endLabel,
              })}
            </p>
          </li>
        ))}
      </ol>
      {googleAttribution && (
        <p className="itinerary__attribution" data-google-attribution="">
          {t('search.google_attribution')}
        </p>
      )}
    </section>
  );
}
