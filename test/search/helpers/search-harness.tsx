/**
 * Mounts `SearchPanel` the way the shell does (test/helpers/mount-in-shadow.tsx), with the search
 * context's store and the search and filters stylesheets.
 */
import { toolButtonStyles, visuallyHiddenStyles } from '../../../src/shared';
import { SearchPanel, searchStyles } from '../../../src/search';
import { mountInShadow, type ShadowMount } from '../../helpers/mount-in-shadow';
import { createSearchContext, type SearchContextOptions, type SearchTestContext } from './search-context';

export interface SearchHarness extends SearchTestContext, ShadowMount {
  input(): HTMLInputElement;
  listbox(): HTMLElement;
  popup(): HTMLElement;
  options(): HTMLElement[];
  announcer(): HTMLElement;
  /** Lets the 250 ms debounce pass and the answers arrive, inside act(). */
  flush(ms?: number): Promise<void>;
}

export async function mountSearch(options: SearchContextOptions & { beforeMount?: (store: SearchTestContext['store']) => void } = {}): Promise<SearchHarness> {
  const ctx = createSearchContext(options);
  options.beforeMount?.(ctx.store);
  const mount = await mountInShadow(<SearchPanel />, { store: ctx.store, locale: options.locale, styles: [visuallyHiddenStyles, toolButtonStyles, searchStyles] });
  const query = <T extends Element = HTMLElement>(selector: string) => mount.shadow.querySelector<T>(selector);
  const { shadow } = mount;
  // The popup is a lazy chunk: its listbox is there once the chunk has come, inside act().
  await mount.waitFor(() => query('[role="listbox"]'), "the search popup's chunk did not load", 5_000);
  return {
    ...ctx,
    ...mount,
    input: () => query<HTMLInputElement>('input[role="combobox"]') as HTMLInputElement,
    listbox: () => query('[role="listbox"]') as HTMLElement,
    popup: () => query('[data-search-popup]') as HTMLElement,
    options: () => [...shadow.querySelectorAll<HTMLElement>('[role="option"]')],
    announcer: () => query('[data-search-announcer]') as HTMLElement,
    flush: async (ms = 250) => {
      await mount.act(async () => {
        ctx.timers.advance(ms);
        await ctx.settle();
      });
    },
  };
}
