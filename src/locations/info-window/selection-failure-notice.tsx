import { useSetAtom } from 'jotai/react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { focusFallback, servicesAtom, useAtomValue } from '../../shared';
import { dismissSelectionFailureAtom, selectionFailureAtom, selectLocationAtom } from '../locations-atoms';
import { adoptInfoWindowStyles } from './info-window-styles';

/**
 * Says that a station's details could not be loaded, where they would have shown, with "Try again"
 * (the same station again) and "OK". In the info window's chunk: a failure comes after a selection,
 * and the chunk is loaded by then as a rule (and is asked for here otherwise).
 */
export function SelectionFailureNotice() {
  const { t } = useTranslation();
  const failure = useAtomValue(selectionFailureAtom);
  const services = useAtomValue(servicesAtom);
  const select = useSetAtom(selectLocationAtom);
  const dismiss = useSetAtom(dismissSelectionFailureAtom);
  const notice = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (notice.current) adoptInfoWindowStyles(notice.current);
  }, [failure]);
  if (!failure) return null;
  const retry = () => {
    select({ ...failure, shouldTarget: false }).catch((error: unknown) => services.logger.error('Selecting the station again failed', error));
  };
  const close = () => {
    const node = notice.current;
    dismiss();
    // The buttons go with the notice: focus to the top of the sidebar, not the page.
    if (node) focusFallback(node);
  };
  return (
    <div ref={notice} className="locations-error selection-failure" role="alert" data-selection-failure={`${failure.resource}:${failure.id}`}>
      <p>{t('locations.selection.failed')}</p>
      <button type="button" className="button-primary" onClick={retry} data-selection-retry="">
        {t('locations.selection.retry')}
      </button>
      <button type="button" className="tool-button tool-button--outlined" onClick={close}>
        {t('locations.link.dismiss')}
      </button>
    </div>
  );
}
