import { useAtomValue } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { servicesAtom } from '../shared';

export interface MapsConsentNoticeProps {
  /** Why Google Maps is not loaded: `pending` offers to ask the host, `denied` only says so. */
  consent: 'pending' | 'denied';
}

/**
 * Says on the map that Google Maps is not loaded (the visitor has not consented) and that the rest works.
 * While consent is pending, a button asks the host's consent banner (`maps-consent-request`); the
 * element never grants consent itself. After a refusal there is nothing to ask, so no button.
 */
export function MapsConsentNotice({ consent }: MapsConsentNoticeProps) {
  const { t } = useTranslation();
  const services = useAtomValue(servicesAtom);
  const request = () => {
    if (services.emit) services.emit('maps-consent-request', {});
    else services.logger.warn('maps-consent-request could not be sent: the services have no emit()');
    services.track?.('maps_consent_requested', {});
  };
  return (
    <div className="maps-consent-notice" role="status" data-consent={consent}>
      <p>{t(consent === 'pending' ? 'map.consent.pending' : 'map.consent.denied')}</p>
      {consent === 'pending' && (
        <button type="button" className="button-primary" onClick={request}>
          {t('map.consent.request')}
        </button>
      )}
    </div>
  );
}
