import { expect } from '@open-wc/testing';
import { byId, diffById, type DiffByIdHandlers } from '../../src/map/diff-by-id';

interface Item {
  id: string;
  value: number;
}

interface Entry {
  item: Item;
  updates: number;
}

/** Handlers that record every call in order. */
function recording(): { calls: string[]; handlers: DiffByIdHandlers<Item, Entry> } {
  const calls: string[] = [];
  return {
    calls,
    handlers: {
      create: (item) => {
        calls.push(`create ${item.id}`);
        return { item, updates: 0 };
      },
      update: (entry, item) => {
        calls.push(`update ${item.id}`);
        entry.item = item;
        entry.updates += 1;
        return entry;
      },
      remove: (entry, id) => {
        calls.push(`remove ${id} (${entry.item.value})`);
      },
    },
  };
}

describe('diffById', () => {
  it('creates an entry for each new id, in the list order', () => {
    const { calls, handlers } = recording();
    const next = diffById(new Map(), [{ id: 'a', value: 1 }, { id: 'b', value: 2 }], handlers);
    expect(calls).to.deep.equal(['create a', 'create b']);
    expect([...next.keys()]).to.deep.equal(['a', 'b']);
    expect(next.get('b')).to.deep.equal({ item: { id: 'b', value: 2 }, updates: 0 });
  });

  it('updates known ids, then removes the ids that have gone, and keeps the entry update returns', () => {
    const first = recording();
    const previous = diffById(new Map(), [{ id: 'a', value: 1 }, { id: 'b', value: 2 }, { id: 'c', value: 3 }], first.handlers);
    const entryOfB = previous.get('b');
    const { calls, handlers } = recording();
    const next = diffById(previous, [{ id: 'd', value: 4 }, { id: 'b', value: 20 }], handlers);
    expect(calls).to.deep.equal(['create d', 'update b', 'remove a (1)', 'remove c (3)']);
    expect([...next.keys()]).to.deep.equal(['d', 'b']);
    expect(next.get('b')).to.equal(entryOfB);
    expect(next.get('b')).to.deep.equal({ item: { id: 'b', value: 20 }, updates: 1 });
  });

  it('holds what update returns when it replaces the entry', () => {
    const previous = new Map([['a', 1]]);
    const next = diffById(previous, [{ id: 'a', value: 5 }], { create: (item) => item.value, update: (_, item) => item.value * 10, remove: () => {} });
    expect(next.get('a')).to.equal(50);
  });

  it('keeps the first of duplicate ids and skips the rest', () => {
    const { calls, handlers } = recording();
    const next = diffById(new Map(), [{ id: 'a', value: 1 }, { id: 'a', value: 2 }], handlers);
    expect(calls).to.deep.equal(['create a']);
    expect(next.get('a')?.item.value).to.equal(1);
  });

  it('removes everything for an empty list and leaves the previous map as it was', () => {
    const previous = diffById(new Map(), [{ id: 'a', value: 1 }], recording().handlers);
    const { calls, handlers } = recording();
    const next = diffById(previous, [], handlers);
    expect(calls).to.deep.equal(['remove a (1)']);
    expect(next.size).to.equal(0);
    expect(previous.size).to.equal(1);
  });
});

describe('byId', () => {
  it('maps items by id, the first of duplicate ids winning', () => {
    const items = [{ id: 'a', value: 1 }, { id: 'b', value: 2 }, { id: 'a', value: 3 }];
    const map = byId(items);
    expect([...map.keys()]).to.deep.equal(['a', 'b']);
    expect(map.get('a')).to.equal(items[0]);
  });
});
