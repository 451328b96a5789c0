import { useId, useState } from 'react';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../i18n';
import { summariseFilters } from './filter-summary';
import { toggleFilterAtom, type FilterGroupView } from './filters-atoms';
import { useFilterLabels } from './use-filter-labels';

export interface FilterGroupProps {
  group: FilterGroupView;
}

/**
 * One group of checkbox filters: a `fieldset` whose `legend` carries the group's name, total and active
 * count, summarised to `summaryLimit` with a show more / show fewer button (spec section 2).
 */
export function FilterGroup({ group }: FilterGroupProps) {
  const { t } = useTranslation();
  const { groupLabel, filterLabel } = useFilterLabels();
  const toggleFilter = useSetAtom(toggleFilterAtom);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const summary = summariseFilters(group.filters, group.summaryLimit, expanded);

  return (
    <fieldset className="filters-group" data-group={group.name}>
      <legend className="filters-group__legend">
        <span className="filters-group__name">{groupLabel(group.name)}</span>{' '}
        <span className="filters-group__count">{t('filters.group_count', { active: group.activeCount, total: group.totalCount })}</span>
      </legend>
      <ul className="filters-group__list" id={listId}>
        {summary.visible.map((item) => (
          <li key={item.id} className="filters-group__item">
            <label className="filters-checkbox">
              <input
                type="checkbox"
                className="filters-checkbox__input"
                name={`${group.name}[]`}
                value={item.id}
                checked={item.active}
                onChange={() => toggleFilter(item.key)}
              />
              <span className="filters-checkbox__label">{filterLabel(item.group, item.filter)}</span>
            </label>
          </li>
        ))}
      </ul>
      {summary.toggle !== 'none' && (
        <button
          type="button"
          className="filters-group__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {summary.toggle === 'more'
            ? t('filters.show_more', { count: summary.hiddenCount })
            : t('filters.show_fewer', { count: summary.overflowCount })}
        </button>
      )}
    </fieldset>
  );
}
