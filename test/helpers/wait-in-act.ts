/**
 * Waits for `predicate` with every pause between looks inside React's act(): whatever lands while a test
 * waits (a fake API answer, a lazy chunk, a formatting module) then updates React inside act(), as React
 * asks of a test that sets IS_REACT_ACT_ENVIRONMENT. @open-wc/testing's waitUntil pauses outside act().
 */
import { act } from 'react';

export async function waitInAct(predicate: () => unknown, message: string, timeoutMs = 3000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(message);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}
