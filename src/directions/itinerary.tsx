import { useId } from 'react';
import { useTranslation } from '../i18n';
import { configAtom } from '../config';
import type { RouteResult } from '../map';
import { formatDistance, formatDuration, useAtomValue } from '../shared';
import { ManeuverIcon } from './maneuver-icon';
import { StepInstruction } from './step-instruction';

/**
 * The itinerary (spec section 2 "Itinerary"): totals from the first start address to the last end
 * address (distance in the locale's unit, duration as weeks, days, hours, minutes), then per leg its
 * steps (instruction, duration and distance text, maneuver arrow) and the leg's destination line.
 * Offline estimates say so, and which network they used (the motorway graph or straight lines).
 */
export function Itinerary({ route }: { route: RouteResult }) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const titleId = useId();
  const unit = config.intlData.formats.number.distance.unit;
  const first = route.legs[0];
  const last = route.legs[route.legs.length - 1];
  return (
    <section className="itinerary" aria-labelledby={titleId} data-itinerary="">
      <h2 className="itinerary__title" id={titleId}>
        {t('directions.itinerary.title')}
      </h2>
      <p className="itinerary__totals" data-itinerary-totals="">
        <span className="itinerary__total-duration">{formatDuration(route.duration.value, config.locale)}</span>
        <span className="itinerary__total-distance">{formatDistance(route.distance.value, unit, config.locale)}</span>
      </p>
      {first && last && (
        <p className="itinerary__endpoints">{t('directions.itinerary.from_to', { from: first.startLabel, to: last.endLabel })}</p>
      )}
      {route.offline && (
        <p className="itinerary__estimate" data-itinerary-estimate={route.network ?? 'straight'}>
          {t(route.network === 'motorway' ? 'map.offline_route_motorway' : 'map.offline_route')}
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
                {t('directions.itinerary.leg_summary', { distance: leg.distance.text, duration: leg.duration.text })}
              </span>
            </h3>
            <ol className="itinerary-leg__steps">
              {leg.steps.map((step, stepIndex) => (
                <li className="itinerary-step" key={stepIndex} data-itinerary-step="">
                  <ManeuverIcon maneuver={step.maneuver} />
                  <StepInstruction text={step.instruction} format={route.instructionFormat} />
                  <span className="itinerary-step__measure">
                    {t('directions.itinerary.step_summary', { distance: step.distance.text, duration: step.duration.text })}
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
    </section>
  );
}
