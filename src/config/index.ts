// Public face of the config folder: the locator config types, loading, validation and defaults.
export type * from './types';
