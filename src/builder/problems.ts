/** The API's answers as the author reads them: a failure in one line, a config's problems as a list. */
import { ApiError, type Problem } from './api';
import { h } from './dom';
import { t } from './i18n';

export function problemText(error: unknown): string {
  if (error instanceof ApiError && error.problems.length > 0) {
    return t('status.invalid', { problems: error.problems.map((p) => `${p.path || '/'} ${p.message}`).join('; ') });
  }
  return t('status.failed', { message: error instanceof Error ? error.message : String(error) });
}

export function problemList(problems: Problem[]): HTMLElement {
  return h('ul', {}, ...problems.map((p) => h('li', {}, h('code', {}, p.path || '/'), ' ', p.message)));
}
