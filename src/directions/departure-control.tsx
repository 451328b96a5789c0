import { useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { configAtom } from '../config';
import { DEPARTURE_WINDOW_DAYS, servicesAtom, timersOf, useAtomValue } from '../shared';
import { DEPARTURE_COMMIT_DELAY_MS, departureAtom, setDepartureAtom } from './directions-atoms';
import { departureInputLimits, readDepartureInput, timeZoneLabel, toLocalInputValue } from './departure-time';
import { useDebouncedCommit } from './use-debounced-commit';

const MINUTE_MS = 60_000;

/** A time the field did not take, and why (said next to it until the next change). */
type RefusedDeparture = 'past' | 'too_far';

/** The clock, re-read at each minute, so "now" on show and the field's earliest time follow it. */
function useMinuteClock(): number {
  const services = useAtomValue(servicesAtom);
  const [now, setNow] = useState(() => services.now());
  useEffect(() => {
    const timers = timersOf(services);
    let handle: unknown;
    const tick = () => {
      setNow(services.now());
      handle = timers.setTimeout(tick, MINUTE_MS - (services.now() % MINUTE_MS));
    };
    tick();
    return () => timers.clearTimeout(handle);
  }, [services]);
  return now;
}

/**
 * The departure time of directions mode: "now" by default, following the clock, or a
 * day and time the visitor picks in the native date-and-time field (keyboard-usable, in the browser's
 * locale format, in the route's time zone when the config names one, said under the field: a visitor in
 * Berlin reads a UK route's departure as its arrivals, in UK time); "leave now" goes back to the clock.
 * The stations along the route show their status for the time the route reaches them. A time before the current minute or
 * beyond the API's window (DEPARTURE_WINDOW_DAYS) is not taken: the route leaves now and the field says
 * why; emptying the field is leaving now too.
 */
export function DepartureControl() {
  const { t } = useTranslation();
  const departure = useAtomValue(departureAtom);
  const setDeparture = useSetAtom(setDepartureAtom);
  const services = useAtomValue(servicesAtom);
  const now = useMinuteClock();
  const [refused, setRefused] = useState<RefusedDeparture | null>(null);
  // A part of the field cleared, others not: it reads empty but is not (validity.badInput tells them apart).
  const [halfTyped, setHalfTyped] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();

  const { locale, directions } = useAtomValue(configAtom);
  const timeZone = directions.timeZone;
  const committed = toLocalInputValue(departure === null ? now : Date.parse(departure), timeZone);
  const limits = departureInputLimits(now, timeZone);
  // The refusal says the route leaves now: it holds while no departure is chosen (a link may choose one).
  const refusal = departure === null ? refused : null;
  const commit = useCallback(
    (value: string) => {
      // Checked against the clock when it commits, not when the field last rendered.
      const entry = readDepartureInput(value, services.now(), timeZone);
      if (entry.kind === 'unreadable') return;
      setRefused(entry.kind === 'past' || entry.kind === 'too_far' ? entry.kind : null);
      setDeparture(entry.kind === 'at' ? entry.departure : null);
    },
    [services, setDeparture, timeZone],
  );
  const [shown, change] = useDebouncedCommit(committed, commit, DEPARTURE_COMMIT_DELAY_MS);
  const leaveNow = () => {
    setRefused(null);
    setDeparture(null);
  };

  return (
    <div className="departure" data-departure="">
      <label className="departure__label" htmlFor={inputId}>
        {t('directions.departure.label')}
      </label>
      <input
        id={inputId}
        className="departure__input"
        type="datetime-local"
        value={halfTyped ? '' : shown}
        min={limits.min}
        max={limits.max}
        aria-describedby={refusal ? `${hintId} ${messageId}` : hintId}
        onChange={(event) => {
          // Half-typed: nothing to take yet, and nothing is written into the field while the part is retyped.
          const half = event.target.validity.badInput;
          setHalfTyped(half);
          if (!half) change(event.target.value);
        }}
        onBlur={(event) => {
          if (!halfTyped) return;
          setHalfTyped(false);
          // Cleared part by part, the field says nothing when its last part goes: leaving it empty is leaving
          // now; leaving it half-typed shows the time in use again.
          if (event.target.value === '' && !event.target.validity.badInput) change('');
        }}
        data-departure-input=""
      />
      {departure === null ? (
        <span className="departure__now" data-departure-now="">
          {t('directions.departure.now')}
        </span>
      ) : (
        <button type="button" className="departure__reset" onClick={leaveNow} data-departure-reset="">
          {t('directions.departure.reset')}
        </button>
      )}
      {/* A live region, always rendered (empty when all is well) so a screen reader hears the refusal. */}
      <p className="departure__message" id={messageId} role="status" data-departure-message={refusal ?? ''}>
        {refusal === 'past' && t('directions.departure.past')}
        {refusal === 'too_far' && t('directions.departure.too_far', { days: DEPARTURE_WINDOW_DAYS })}
      </p>
      <p className="departure__hint" id={hintId}>
        {timeZone && <span data-departure-zone="">{t('directions.departure.zone', { zone: timeZoneLabel(timeZone, locale, now) })} </span>}
        {t('directions.departure.hint')}
      </p>
    </div>
  );
}
