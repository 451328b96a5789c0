import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/** The props a function component takes (none: an empty object). */
type PropsOf<Component> = Component extends (props: infer Props) => unknown ? (unknown extends Props ? Record<never, never> : Props) : never;

/** A component whose code is fetched the first time it renders, or earlier with `preload`. */
export interface LazyComponent<Props> {
  (props: Props): JSX.Element;
  displayName: string;
  /** Fetches the code now (once per page; a failed fetch is forgotten, so the next call tries again). */
  preload(): Promise<void>;
}

/**
 * A thenable that calls back at once, typed as the promise React.lazy's types ask for: React only calls
 * its `then`, and a callback run at once gives React the component in the same render.
 */
function settled<Value>(value: Value): Promise<Value> {
  const thenable = { then: (onFulfilled: (value: Value) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<Value>;
}

/**
 * `name` from the module `load` imports, as a component whose code is fetched the first time it renders
 * (a chunk of its own). It renders nothing until the code is there: a panel or notice appears whole, with
 * no spinner flashing for a chunk that is usually fetched in a moment.
 *
 * Code fetched before the first render (`preload`) is rendered at once. React.lazy suspends on any
 * promise, even a settled one, and React reveals suspended content up to 300 ms after its fallback (it
 * throttles reveals): a preloaded info window showed that much later than its details.
 *
 * ```ts
 * const LazyFiltersPanel = lazyComponent(() => import('./filters-panel'), 'FiltersPanel');
 * ```
 */
export function lazyComponent<Module, Name extends keyof Module & string>(load: () => Promise<Module>, name: Name): LazyComponent<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = (module: Module) => ({ default: module[name] as ComponentType<Props> });
  const Loaded = lazy(() => (loaded ? settled(component(loaded)) : fetchModule().then(component)));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyComponent.displayName = `Lazy(${name})`;
  LazyComponent.preload = () => fetchModule().then(() => undefined);
  return LazyComponent;
}
