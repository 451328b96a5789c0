import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { createStyleAdopter, servicesAtom, useAtomValue } from '../shared';
import noticeCss from './maps-consent-notice.css';

/** The notice's CSS travels with its lazy chunk, adopted into the element's shadow root on mount. */
const adoptNoticeStyles = createStyleAdopter(noticeCss);

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
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (root.current) adoptNoticeStyles(root.current);
  }, []);
  const request = () => {
    if (services.emit) services.emit('maps-consent-request', {});
    else services.logger.warn('maps-consent-request could not be sent: the services have no emit()');
    services.track?.('maps_consent_requested', {});
  };
  return (
    <div ref={root} className="maps-consent-notice" role="status" data-consent={consent}>
      <p>{t(consent === 'pending' ? 'map.consent.pending' : 'map.consent.denied')}</p>
      {consent === 'pending' && (
        <button type="button" className="button-primary" onClick={request}>
          {t('map.consent.request')}
        </button>
      )}
    </div>
  );
}
