import { expect } from '@open-wc/testing';
import { isAbortError } from '../../src/shared';

describe('isAbortError', () => {
  it('is true for the AbortError an aborted fetch or signal gives', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).to.equal(true);
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).to.equal(true);
  });

  it('is true for an Error named AbortError (polyfilled fetches throw those)', () => {
    const error = new Error('aborted');
    error.name = 'AbortError';
    expect(isAbortError(error)).to.equal(true);
  });

  it('is false for a TimeoutError: a request that timed out failed, and is reported', () => {
    expect(isAbortError(new DOMException('The operation timed out.', 'TimeoutError'))).to.equal(false);
  });

  it('is false for other errors and non-errors', () => {
    expect(isAbortError(new Error('x'))).to.equal(false);
    expect(isAbortError(new TypeError('Failed to fetch'))).to.equal(false);
    expect(isAbortError({ name: 'AbortError' })).to.equal(false);
    expect(isAbortError(undefined)).to.equal(false);
  });
});
