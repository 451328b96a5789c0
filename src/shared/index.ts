// Pure helpers and cross-feature state used by two or more features.
// Style sheets leave as typed strings, never `export { default } from './x.css'`: the shipped declarations
// would import the .css file, which a host type-checking them (skipLibCheck off) cannot resolve.
import toolButtonCss from './tool-button.css';
import visuallyHiddenCss from './visually-hidden.css';
export * from './abort';
export * from './adopt-styles';
export * from './analytics';
export * from './breakpoints';
export * from './countries';
export * from './csv';
export * from './directions-url';
export * from './format';
export * from './lazy-component';
export * from './geo';
export * from './locale';
export * from './logger';
export * from './price-age';
export * from './country-suffix';
export * from './route-atoms';
export * from './runtime-mode';
export * from './services';
export * from './timers';
export * from './panel-dialog';
export * from './focus-fallback';
export * from './use-atom-value';
export * from './use-modal-panel';
export * from './view-atoms';
export * from './zoom';
/** The `.visually-hidden` utility every feature uses; the element adopts it once (tests add it to mounts). */
export const visuallyHiddenStyles: string = visuallyHiddenCss;
/** The `.tool-button` flat buttons of both modes' tool rows; the element adopts it once (tests add it to mounts). */
export const toolButtonStyles: string = toolButtonCss;
