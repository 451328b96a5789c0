import { useEffect } from 'react';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../i18n';
import { useAtomValue } from '../shared';
import { linkProblemAtom, selectedLocationAtom, setLinkProblemAtom } from './locations-atoms';

/**
 * Says why the link the page was opened with (or one pasted into the address bar) was not followed: a
 * station that is not there, or a route link that does not read. It goes when dismissed, when another
 * link is followed, or once a station is selected.
 */
export function LinkNotice() {
  const { t } = useTranslation();
  const problem = useAtomValue(linkProblemAtom);
  const setProblem = useSetAtom(setLinkProblemAtom);
  const selected = useAtomValue(selectedLocationAtom);
  useEffect(() => {
    if (selected) setProblem(null);
  }, [selected, setProblem]);
  if (!problem) return null;
  return (
    <div className="locations-error link-notice" role="alert" data-link-problem={problem}>
      <p>{t(`locations.link.${problem}`)}</p>
      <button type="button" className="button-primary" onClick={() => setProblem(null)}>
        {t('locations.link.dismiss')}
      </button>
    </div>
  );
}
