import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../i18n';
import { retryFailedLoadsAtom } from './load-runner';

/** A failed load (not an abort): the translated message and a Retry button that re-runs it. */
export function LoadErrorNotice() {
  const { t } = useTranslation();
  const retry = useSetAtom(retryFailedLoadsAtom);
  return (
    <div className="locations-error" role="alert">
      <p>{t('locations.error.load')}</p>
      <button type="button" className="button-primary" onClick={() => void retry()}>
        {t('locations.error.retry')}
      </button>
    </div>
  );
}
