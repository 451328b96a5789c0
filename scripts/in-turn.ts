/**
 * Runs `steps` one after another, in reverse order on odd runs: in builds (or servers) timed beside each
 * other, neither always meets the machine's state the other left.
 */
export async function inTurn(run: number, steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of run % 2 === 1 ? [...steps].reverse() : steps) await step();
}
