import { useAtomValue, useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { servicesAtom, timersOf } from '../shared';
import { departureAtom, setDepartureAtom } from './directions-atoms';
import { fromLocalInputValue, toLocalInputValue } from './departure-time';
import { useDebouncedCommit } from './use-debounced-commit';

/** Typing a date and time part by part commits this long after the last change (one reload, not five). */
export const DEPARTURE_COMMIT_DELAY_MS = 600;
const MINUTE_MS = 60_000;

/** The clock, re-read at each minute while `active`, so "now" on show follows it. */
function useMinuteClock(active: boolean): number {
  const services = useAtomValue(servicesAtom);
  const [now, setNow] = useState(() => services.now());
  useEffect(() => {
    if (!active) return undefined;
    const timers = timersOf(services);
    let handle: unknown;
    const tick = () => {
      setNow(services.now());
      handle = timers.setTimeout(tick, MINUTE_MS - (services.now() % MINUTE_MS));
    };
    tick();
    return () => timers.clearTimeout(handle);
  }, [active, services]);
  return now;
}

/**
 * The departure time of directions mode (issue 18 item 1): "now" by default, following the clock, or a
 * day and time the visitor picks in the native date-and-time field (keyboard-usable, in the browser's
 * locale format, the visitor's own time zone); "leave now" goes back to the clock. The stations along
 * the route show their status for the time the route reaches them.
 */
export function DepartureControl() {
  const { t } = useTranslation();
  const departure = useAtomValue(departureAtom);
  const setDeparture = useSetAtom(setDepartureAtom);
  const now = useMinuteClock(departure === null);
  const inputId = useId();
  const hintId = useId();

  const committed = departure === null ? toLocalInputValue(now) : toLocalInputValue(Date.parse(departure));
  const commit = useCallback(
    (value: string) => {
      const chosen = fromLocalInputValue(value);
      if (chosen) setDeparture(chosen);
    },
    [setDeparture],
  );
  const [shown, change] = useDebouncedCommit(committed, commit, DEPARTURE_COMMIT_DELAY_MS);

  return (
    <div className="departure" data-departure="">
      <label className="departure__label" htmlFor={inputId}>
        {t('directions.departure.label')}
      </label>
      <input
        id={inputId}
        className="departure__input"
        type="datetime-local"
        value={shown}
        aria-describedby={hintId}
        onChange={(event) => change(event.target.value)}
        data-departure-input=""
      />
      {departure === null ? (
        <span className="departure__now" data-departure-now="">
          {t('directions.departure.now')}
        </span>
      ) : (
        <button type="button" className="departure__reset" onClick={() => setDeparture(null)} data-departure-reset="">
          {t('directions.departure.reset')}
        </button>
      )}
      <p className="departure__hint" id={hintId}>
        {t('directions.departure.hint')}
      </p>
    </div>
  );
}
