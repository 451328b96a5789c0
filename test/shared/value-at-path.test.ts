import { expect } from '@open-wc/testing';
import { valueAtPath } from '../../src/shared';

describe('valueAtPath', () => {
  const tree = { a: { b: { c: 'deep', zero: 0, none: null } }, list: ['x'] };

  it('walks a dotted path through nested objects to whatever is there', () => {
    expect(valueAtPath(tree, 'a.b.c')).to.equal('deep');
    expect(valueAtPath(tree, 'a.b.zero')).to.equal(0);
    expect(valueAtPath(tree, 'a.b.none')).to.equal(null);
    expect(valueAtPath(tree, 'a.b')).to.deep.equal({ c: 'deep', zero: 0, none: null });
  });

  it('is undefined past a missing step or a value that is not an object', () => {
    expect(valueAtPath(tree, 'a.x.c')).to.equal(undefined);
    expect(valueAtPath(tree, 'a.b.c.length')).to.equal(undefined);
    expect(valueAtPath(tree, 'a.b.none.x')).to.equal(undefined);
    expect(valueAtPath(undefined, 'a')).to.equal(undefined);
  });

  it('never reaches what an object inherits', () => {
    expect(valueAtPath(tree, 'constructor')).to.equal(undefined);
    expect(valueAtPath(tree, 'a.toString')).to.equal(undefined);
    expect(valueAtPath(tree, 'list.map')).to.equal(undefined);
  });
});
