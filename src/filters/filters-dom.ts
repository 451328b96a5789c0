/** DOM hooks shared by the filter button and the panel (both live in the element's shadow root). */

/** Marks the filter toggle button, so the panel can return focus to it and ignore its clicks as "outside". */
export const FILTER_TOGGLE_ATTRIBUTE = 'data-filters-toggle';

/** The panel's id, for the button's `aria-controls`. Unique per shadow root, which holds one panel. */
export const FILTERS_PANEL_ID = 'station-locator-filters';
