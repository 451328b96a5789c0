import { useCallback, useEffect, useRef, useState } from 'react';
import { servicesAtom, timersOf, useAtomValue } from '../shared';

/**
 * A value the visitor changes in steps (a slider, a date and time typed part by part) that takes effect `delayMs` after the last change
 * (spec section 4: slider values commit after 250 ms). Returns the value on show and its setter; a
 * pending value commits at once when the component unmounts, so nothing the visitor chose is lost.
 * Timers come from the element's services (fake timers in tests).
 */
export function useDebouncedCommit<T>(committed: T, commit: (value: T) => void, delayMs: number): [T, (value: T) => void] {
  const timers = timersOf(useAtomValue(servicesAtom));
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const pending = useRef<{ handle: unknown; value: T } | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const change = useCallback(
    (value: T) => {
      setDraft({ value });
      if (pending.current) timers.clearTimeout(pending.current.handle);
      const handle = timers.setTimeout(() => {
        pending.current = null;
        setDraft(null);
        commitRef.current(value);
      }, delayMs);
      pending.current = { handle, value };
    },
    [timers, delayMs],
  );

  useEffect(
    () => () => {
      const last = pending.current;
      if (!last) return;
      timers.clearTimeout(last.handle);
      pending.current = null;
      commitRef.current(last.value);
    },
    [timers],
  );

  return [draft ? draft.value : committed, change];
}
