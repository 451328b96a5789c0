// Pure helpers and cross-feature state used by two or more features.
export * from './analytics';
export * from './breakpoints';
export * from './countries';
export * from './csv';
export * from './format';
export * from './geo';
export * from './locale';
export * from './logger';
export * from './runtime-mode';
export * from './services';
export * from './view-atoms';
export * from './zoom';
