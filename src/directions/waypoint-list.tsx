import { useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { useAtomValue } from '../shared';
import { addStopAfterAtom, removeStopAtom, swapWithNextAtom, waypointsAtom, waypointsLimitAtom } from './directions-atoms';
import { WaypointInput } from './waypoint-input';
import { canAddStop, canRemove, canSwapWithNext, markerLabels, MIN_WAYPOINTS, roleOf, type Waypoint } from './waypoints';

/** "Start", "Stop 1", "Destination" for the waypoint at `index`. */
function useWaypointName(): (index: number, count: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (index: number, count: number) => {
      const role = roleOf(index, count);
      return role === 'stop' ? t('directions.waypoint.stop', { number: index }) : t(`directions.waypoint.${role}`);
    },
    [t],
  );
}

/** Where focus goes once the list has re-rendered: a waypoint's input, or the swap button of a row. */
type FocusRequest = { kind: 'new-after' | 'id'; id: string } | { kind: 'swap'; index: number };

/**
 * The waypoint search (spec sections 2, 4, 5): origin first, destination last, stops between. Each row:
 * the map marker's letter, the waypoint's combobox, and buttons named after the waypoints they act on:
 * swap with the next one (when either is filled), add a stop after it (hidden at the limit), remove it
 * (stops only). A new stop gets the focus; a removed one hands it to the waypoint before it; a swap
 * keeps it on the swap button.
 */
export function WaypointList() {
  const { t } = useTranslation();
  const waypoints = useAtomValue(waypointsAtom);
  const limit = useAtomValue(waypointsLimitAtom);
  const addStopAfter = useSetAtom(addStopAfterAtom);
  const removeStop = useSetAtom(removeStopAtom);
  const swapWithNext = useSetAtom(swapWithNextAtom);
  const nameOf = useWaypointName();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const list = useRef<HTMLOListElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const setFocusRequest = (request: FocusRequest) => {
    focusRequest.current = request;
  };

  // Focus moves once the list has re-rendered with the waypoint to focus.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if (request.kind === 'swap') {
      // The rows moved (React reorders keyed rows), and a moved button loses focus: the swap button of
      // the same row position has it again, so a keyboard user can swap back or go on from there.
      list.current?.children[request.index]?.querySelector<HTMLButtonElement>('[data-waypoint-swap]')?.focus();
      return;
    }
    const index = waypoints.findIndex((waypoint) => waypoint.id === request.id);
    const target = request.kind === 'new-after' ? waypoints[index + 1] : waypoints[index];
    if (target) inputs.current.get(target.id)?.focus();
  }, [waypoints]);

  const register = (id: string) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(id, element);
    else inputs.current.delete(id);
  };
  const count = waypoints.length;
  const addable = canAddStop(waypoints, limit);
  const letters = markerLabels(waypoints);

  return (
    <>
      <ol ref={list} className="waypoints" aria-label={t('directions.waypoint.list')} data-waypoints="">
        {waypoints.map((waypoint: Waypoint, index) => {
          const name = nameOf(index, count);
          const isLast = index === count - 1;
          return (
            <li className="waypoints__row" key={waypoint.id} data-role={roleOf(index, count)} data-waypoint={waypoint.id}>
              <span className="waypoints__marker" aria-hidden="true" data-empty={letters[index] === null ? '' : undefined}>
                {letters[index]}
              </span>
              <WaypointInput waypoint={waypoint} name={name} isOrigin={index === 0} inputRef={register(waypoint.id)} />
              <span className="waypoints__actions">
                {canRemove(waypoints, index) && (
                  <button
                    type="button"
                    className="tool-button waypoints__action"
                    aria-label={t('directions.waypoint.remove', { name })}
                    onClick={() => {
                      setFocusRequest({ kind: 'id', id: waypoints[index - 1]!.id });
                      removeStop(waypoint.id);
                    }}
                    data-waypoint-remove=""
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                      <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" fill="currentColor" />
                    </svg>
                  </button>
                )}
                {!isLast && (
                  <button
                    type="button"
                    className="tool-button waypoints__action"
                    aria-label={t('directions.waypoint.swap', { first: name, second: nameOf(index + 1, count) })}
                    disabled={!canSwapWithNext(waypoints, index)}
                    onClick={() => {
                      setFocusRequest({ kind: 'swap', index });
                      swapWithNext(index);
                    }}
                    data-waypoint-swap=""
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                      <path d="M16 17.01V10h-2v7.01h-3L15 21l4-3.99zM9 3 5 6.99h3V14h2V6.99h3z" fill="currentColor" />
                    </svg>
                  </button>
                )}
                {!isLast && addable && (
                  <button
                    type="button"
                    className="tool-button waypoints__action"
                    aria-label={t('directions.waypoint.add_after', { name })}
                    onClick={() => {
                      setFocusRequest({ kind: 'new-after', id: waypoint.id });
                      addStopAfter(index);
                    }}
                    data-waypoint-add=""
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                      <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" fill="currentColor" />
                    </svg>
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {/* The add buttons went without a word at the limit: the visitor was left to guess why. */}
      {!addable && limit > MIN_WAYPOINTS && (
        <p className="waypoints__limit" data-waypoints-limit="">
          {t('directions.waypoint.limit', { limit })}
        </p>
      )}
    </>
  );
}
