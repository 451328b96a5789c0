/** DOM hooks shared by the saved routes button and its panel (both live in the element's shadow root). */

/** Marks the saved routes button, so the panel can return focus to it and ignore its clicks as "outside". */
export const SAVED_ROUTES_TOGGLE_ATTRIBUTE = 'data-saved-routes-toggle';

/** The panel's id, for the button's `aria-controls`. Unique per shadow root, which holds one panel. */
export const SAVED_ROUTES_PANEL_ID = 'station-locator-saved-routes';
