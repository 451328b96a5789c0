import { useSetAtom } from 'jotai/react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n';
import { configAtom } from '../config';
import { closeModalAtom, formatNumber, modalAtom, servicesAtom, useModalPanel, trackEvent, PanelDialog, useAtomValue } from '../shared';
import { useFilterLabels } from '../filters';
import { formatRadius } from './corridor-radius';
import { FUEL_TYPES, consumptionIn, consumptionUnitFor, isFuelType, litresPer100KmFrom, type ConsumptionUnit } from './detour-worth';
import {
  corridorRadiusAtom,
  corridorRadiusScaleAtom,
  fuelPlanAtom,
  RADIUS_COMMIT_DELAY_MS,
  routeAvoidanceAtom,
  setCorridorRadiusAtom,
  setFuelAmountsAtom,
  setFuelChoiceAtom,
  setRouteAvoidanceAtom,
} from './directions-atoms';
import { parseDecimalText, stepAmount } from './decimal-text';
import { ROUTE_OPTIONS_TOGGLE_ATTRIBUTE } from './route-options-button';
import { useDebouncedCommit } from './use-debounced-commit';

interface AmountRange {
  min: number;
  max: number;
}

/** What the litres field takes: one top-up (200 l is more than a car's or a van's tank holds). */
const LITRES_RANGE: AmountRange = { min: 1, max: 200 };
/** What the consumption field takes, in its unit (1 l/100 km is 282 mpg: the ranges cover the same cars). */
const CONSUMPTION_RANGES: Record<ConsumptionUnit, AmountRange> = { 'litres-per-100km': { min: 1, max: 50 }, mpg: { min: 1, max: 300 } };

/**
 * The route options panel (spec section 2 "Route options panel"): avoid tolls, avoid highways, and the
 * corridor radius slider (range and step from the config). An avoid flag asks for the route again; the
 * radius only reloads the stations along it. Then what "is the detour worth it?" compares:
 * the fuel (the fuel filter's until chosen here), the litres topped up and the consumption (in mpg where
 * distances read in miles). Closes like the other panels.
 */
export function RouteOptionsPanel() {
  const open = useAtomValue(modalAtom) === 'RouteOptions';
  return open ? <OpenRouteOptionsPanel /> : null;
}

function OpenRouteOptionsPanel() {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const services = useAtomValue(servicesAtom);
  const avoidance = useAtomValue(routeAvoidanceAtom);
  const radius = useAtomValue(corridorRadiusAtom);
  const setAvoidance = useSetAtom(setRouteAvoidanceAtom);
  const setRadius = useSetAtom(setCorridorRadiusAtom);
  const plan = useAtomValue(fuelPlanAtom);
  const setFuel = useSetAtom(setFuelChoiceAtom);
  const setAmounts = useSetAtom(setFuelAmountsAtom);
  // The amounts in use when the visitor went into a litres or consumption field. A value the field cannot
  // use puts its amount back to this, so typing "9999" does not leave the "99" it passed through in use.
  const amountsAtFocus = useRef({ litres: plan.litres, litresPer100Km: plan.litresPer100Km });
  const rememberAmounts = () => {
    amountsAtFocus.current = { litres: plan.litres, litresPer100Km: plan.litresPer100Km };
  };
  const { filterLabel } = useFilterLabels();
  const fuelId = useId();
  const closeModal = useSetAtom(closeModalAtom);
  const panelRef = useRef<HTMLElement>(null);
  const radiusId = useId();
  const { close, onKeyDown } = useModalPanel({ panelRef, toggleAttribute: ROUTE_OPTIONS_TOGGLE_ATTRIBUTE, closeModal });
  const radiusScale = useAtomValue(corridorRadiusScaleAtom);

  const track = useCallback(
    (change: { avoid_tolls: boolean; avoid_highways: boolean; corridor_radius: number }) => trackEvent(services, 'route_options_changed', change),
    [services],
  );
  const commitRadius = useCallback(
    (km: number) => {
      setRadius(km);
      track({ avoid_tolls: avoidance.avoidTolls, avoid_highways: avoidance.avoidHighways, corridor_radius: km });
    },
    [setRadius, track, avoidance],
  );
  const [shownRadius, changeRadius] = useDebouncedCommit(radius, commitRadius, RADIUS_COMMIT_DELAY_MS);
  // In the locale's distance unit, as every distance (the radius itself is kilometres, as the API takes it).
  const distanceUnit = config.intlData.formats.number.distance.unit;
  const radiusText = formatRadius(shownRadius, radiusScale, distanceUnit, config.locale);
  const consumptionUnit = consumptionUnitFor(distanceUnit);
  const consumptionRange = CONSUMPTION_RANGES[consumptionUnit];

  const toggle = (flag: 'avoidTolls' | 'avoidHighways', value: boolean) => {
    setAvoidance({ [flag]: value });
    const next = { ...avoidance, [flag]: value };
    track({ avoid_tolls: next.avoidTolls, avoid_highways: next.avoidHighways, corridor_radius: radius });
  };

  return (
    <PanelDialog
      block="route-options"
      className="route-options"
      panelRef={panelRef}
      title={t('directions.options.title')}
      closeLabel={t('directions.options.close')}
      onClose={() => close('close-button')}
      onKeyDown={onKeyDown}
      data-route-options=""
    >
      <label className="route-options__toggle">
        <input type="checkbox" checked={avoidance.avoidTolls} onChange={(event) => toggle('avoidTolls', event.target.checked)} data-avoid-tolls="" />
        {t('directions.options.avoid_tolls')}
      </label>
      <label className="route-options__toggle">
        <input type="checkbox" checked={avoidance.avoidHighways} onChange={(event) => toggle('avoidHighways', event.target.checked)} data-avoid-highways="" />
        {t('directions.options.avoid_highways')}
      </label>
      <div className="route-options__radius">
        <label htmlFor={radiusId}>{t('directions.options.radius')}</label>
        <output htmlFor={radiusId} className="route-options__radius-value" aria-hidden="true">
          {radiusText}
        </output>
        <input
          id={radiusId}
          type="range"
          min={radiusScale.min}
          max={radiusScale.max}
          step={radiusScale.step}
          value={shownRadius}
          aria-valuetext={radiusText}
          onChange={(event) => changeRadius(Number(event.target.value))}
          data-corridor-radius=""
        />
        <p className="route-options__hint">{t('directions.options.radius_hint')}</p>
      </div>
      <div className="route-options__worth">
        <label htmlFor={fuelId}>{t('directions.options.fuel')}</label>
        <select
          id={fuelId}
          value={plan.fuel}
          onChange={(event) => (isFuelType(event.target.value) ? setFuel(event.target.value) : undefined)}
          data-worth-fuel=""
        >
          {FUEL_TYPES.map((fuel) => (
            <option key={fuel} value={fuel}>
              {filterLabel('fuel', fuel)}
            </option>
          ))}
        </select>
        <AmountField
          label={t('directions.options.litres')}
          range={LITRES_RANGE}
          rangeMessage={t('directions.options.litres_range', { ...LITRES_RANGE })}
          step={1}
          value={plan.litres}
          locale={config.locale}
          onFocus={rememberAmounts}
          onChange={(litres) => setAmounts({ litres: litres ?? amountsAtFocus.current.litres })}
          dataAttribute="data-worth-litres"
        />
        <AmountField
          label={t(consumptionUnit === 'mpg' ? 'directions.options.consumption_mpg' : 'directions.options.consumption')}
          range={consumptionRange}
          rangeMessage={t(consumptionUnit === 'mpg' ? 'directions.options.consumption_mpg_range' : 'directions.options.consumption_range', { ...consumptionRange })}
          step={0.1}
          value={consumptionIn(consumptionUnit, plan.litresPer100Km)}
          locale={config.locale}
          onFocus={rememberAmounts}
          onChange={(value) => setAmounts({ litresPer100Km: value === null ? amountsAtFocus.current.litresPer100Km : litresPer100KmFrom(consumptionUnit, value) })}
          dataAttribute="data-worth-consumption"
        />
        <p className="route-options__hint">{t('directions.options.worth_hint')}</p>
      </div>
    </PanelDialog>
  );
}

interface AmountFieldProps {
  label: string;
  /** The values used, in the field's unit; anything else (or nothing) is not. */
  range: AmountRange;
  /** Says `range` in the field's unit ("Enter 1 to 200 litres"), shown while the value is not used. */
  rangeMessage: string;
  step: number;
  /** The value when the panel opens; the field is uncontrolled so a half-typed number stays as typed. */
  value: number;
  /** Shows `value` and stepped values with the locale's decimal separator. */
  locale: string;
  onFocus: () => void;
  /** A usable value as typed; null when the field holds none (its amount goes back to what was in use). */
  onChange: (value: number | null) => void;
  dataAttribute: 'data-worth-litres' | 'data-worth-consumption';
}

/**
 * A labelled amount field of "is the detour worth it?" (litres topped up, consumption). A value within
 * `range` is used at once; an empty one, a half-typed one or one outside it is not (the savings go on
 * with the amount in use before) and the field says what it takes, until a usable value is typed. A
 * text field that reads a comma or a point as the decimal separator (./decimal-text.ts: the browser's
 * number input follows the browser's language, not the page's); the arrow keys step the amount as the
 * number input's did. Typing is never rewritten, so what the visitor types stays as typed.
 */
function AmountField({ label, range, rangeMessage, step, value, locale, onFocus, onChange, dataAttribute }: AmountFieldProps) {
  const id = useId();
  const errorId = useId();
  const [invalid, setInvalid] = useState(false);
  const take = (typed: number) => {
    const usable = Number.isFinite(typed) && typed >= range.min && typed <= range.max;
    setInvalid(!usable);
    onChange(usable ? typed : null);
  };
  const stepBy = (event: KeyboardEvent<HTMLInputElement>, direction: 1 | -1) => {
    event.preventDefault();
    const typed = parseDecimalText(event.currentTarget.value);
    const next = stepAmount(Number.isFinite(typed) ? typed : value, direction, step, range);
    event.currentTarget.value = formatNumber(next, locale);
    take(next);
  };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        defaultValue={formatNumber(value, locale)}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onFocus={onFocus}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') stepBy(event, 1);
          else if (event.key === 'ArrowDown') stepBy(event, -1);
        }}
        onChange={(event) => take(parseDecimalText(event.target.value))}
        {...{ [dataAttribute]: '' }}
      />
      {/* A live region, always rendered (empty while the value is used) so a screen reader hears it. */}
      <p id={errorId} className="route-options__error" aria-live="polite" data-worth-error={invalid ? '' : undefined}>
        {invalid ? rangeMessage : ''}
      </p>
    </>
  );
}
