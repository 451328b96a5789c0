// Public face of the app folder: the composition root the element mounts.
export { App, type AppProps } from './app';
export { toAppError, type AppError, type LocatorErrorCode } from './app-error';
export { FIRST_VIEW_WAIT_MS, preloadLocatorConfig } from './use-locator-config';
export { createLocatorStore, type LocatorStore } from './create-locator-store';
export { featureStyles } from './feature-styles';
