import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/** The props a function component takes (none: an empty object). */
type PropsOf<Component> = Component extends (props: infer Props) => unknown ? (unknown extends Props ? Record<never, never> : Props) : never;

/**
 * `name` from the module `load` imports, as a component whose code is fetched the first time it renders
 * (a chunk of its own). It renders nothing until the code is there: a panel or notice appears whole, with
 * no spinner flashing for a chunk that is usually fetched in a moment.
 *
 * ```ts
 * const LazyFiltersPanel = lazyComponent(() => import('./filters-panel'), 'FiltersPanel');
 * ```
 */
export function lazyComponent<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): (props: PropsOf<Module[Name]>) => JSX.Element {
  type Props = PropsOf<Module[Name]>;
  const Loaded = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyComponent.displayName = `Lazy(${name})`;
  return LazyComponent;
}
