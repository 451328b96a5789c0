import { useEffect, useState } from 'react';
import { afterNextPaint, useAtomValue } from '../shared';
import { configAtom } from '../config';
import { rawTelephoneLink, type TelephoneLink } from './telephone';
import type * as TelephoneFormatModule from './telephone-format';

type TelephoneFormat = typeof TelephoneFormatModule;

/** The formatting chunk once loaded (an import is loaded once per page anyway). */
let loaded: TelephoneFormat | null = null;
const loadFormat = () =>
  import('./telephone-format').then((module) => {
    loaded = module;
    return module;
  });

/**
 * A station's phone number to show and call: in its country's national format with an E.164 `tel:` link
 * (./telephone-format.ts, a lazy chunk fetched the first time a number is shown), the number as given
 * until then or when it cannot be read. Null when there is nothing to call.
 */
export function useTelephoneLink(telephone: string | null | undefined): TelephoneLink | null {
  const { country } = useAtomValue(configAtom);
  const [format, setFormat] = useState<TelephoneFormat | null>(loaded);
  useEffect(() => {
    if (format || !telephone) return undefined;
    let live = true;
    // Once the first numbers are painted, as given (the chunk's compile took the cores from that frame).
    // Without the chunk (offline, blocked), the number stays as given: nothing to report to the visitor.
    const cancelLoad = afterNextPaint(() => void loadFormat().then((module) => live && setFormat(module), () => undefined));
    return () => {
      cancelLoad();
      live = false;
    };
  }, [format, telephone]);
  return format ? format.telephoneLink(telephone, country) : rawTelephoneLink(telephone);
}
