import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../i18n';
import { useAtomValue } from '../shared';
import { RESOURCE_CHOICES } from './resource-choice';
import { chargingOfferedAtom, resourceChoiceAtom } from './resource-choice-atoms';

/**
 * Fuel, charging or both: a radio group drawn as a segmented control (native radios, so the arrow keys
 * move the choice and a screen reader says "1 of 3"). Renders nothing unless the config has charging.
 */
export function ResourceChoiceControl() {
  const { t } = useTranslation();
  const offered = useAtomValue(chargingOfferedAtom);
  const choice = useAtomValue(resourceChoiceAtom);
  const setChoice = useSetAtom(resourceChoiceAtom);
  if (!offered) return null;
  return (
    <fieldset className="resource-choice" data-resource-choice="">
      <legend className="resource-choice__legend">{t('filters.show.legend')}</legend>
      <div className="resource-choice__options">
        {RESOURCE_CHOICES.map((value) => (
          <label key={value} className="resource-choice__option">
            <input
              type="radio"
              className="resource-choice__input"
              name="station-locator-show"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            <span className="resource-choice__label">{t(`filters.show.${value}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
