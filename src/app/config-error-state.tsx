import { useTranslation } from '../i18n';
import { toLanguageTag } from '../shared';
import type { StartupErrorCode } from './app-error';

interface ConfigErrorStateProps {
  code: StartupErrorCode;
  /** The `resource` attribute: the unknown-resource message names it. */
  resource?: string | null;
  onRetry: () => void;
}

/** Shown instead of the locator when it cannot start: what went wrong, in the visitor's language. */
export function ConfigErrorState({ code, resource, onRetry }: ConfigErrorStateProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="error" part="error" role="alert" lang={toLanguageTag(i18n.language)} data-error-code={code}>
      <p className="error-title">{t('app.error.title')}</p>
      <p className="error-message">{t(`app.error.${code}`, { resource: resource ?? '' })}</p>
      <button type="button" className="button-primary" onClick={onRetry}>
        {t('app.error.retry')}
      </button>
    </div>
  );
}
