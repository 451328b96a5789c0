/**
 * The loaded config in the per-element store. The app creates the store only once the config has
 * loaded (the spec renders nothing before), so `configAtom` always holds a validated config when a
 * component reads it.
 */
import { atom, type createStore } from 'jotai/vanilla';
import type { LocatorConfig } from './types';

const configBaseAtom = atom<LocatorConfig | null>(null);
configBaseAtom.debugLabel = 'config';

export const configAtom = atom((get) => {
  const config = get(configBaseAtom);
  if (!config) throw new Error('configAtom was read before provideConfig() put the loaded config in the store');
  return config;
});

export function provideConfig(store: ReturnType<typeof createStore>, config: LocatorConfig): void {
  store.set(configBaseAtom, config);
}
