import { useTranslation } from '../i18n';
import { toLanguageTag } from '../shared';
import type { StartupErrorCode } from './app-error';

interface ConfigErrorStateProps {
  code: StartupErrorCode;
  onRetry: () => void;
}

/** Shown instead of the locator when it cannot start: what went wrong, in the visitor's language. */
export function ConfigErrorState({ code, onRetry }: ConfigErrorStateProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="error" part="error" role="alert" lang={toLanguageTag(i18n.language)} data-error-code={code}>
      <p className="error-title">{t('app.error.title')}</p>
      <p className="error-message">{t(`app.error.${code}`)}</p>
      <button type="button" className="button-primary" onClick={onRetry}>
        {t('app.error.retry')}
      </button>
    </div>
  );
}
