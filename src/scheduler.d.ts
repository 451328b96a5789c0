// React's scheduler (a dependency of react-dom, the one module instance both use). It ships no types, and
// @types/scheduler 0.28 leaves `unstable_forceFrameRate` out; what the app and its tests call is declared.
declare module 'scheduler' {
  /** Slices of 1000 / `fps` ms between yields to the browser; 0 restores the default (5 ms). */
  export function unstable_forceFrameRate(fps: number): void;
  export const unstable_NormalPriority: number;
  /** Runs after every more urgent task the scheduler holds (tests wait on it for React's pending work). */
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priorityLevel: number, callback: () => void): unknown;
  /** True once the current slice has run its length. */
  export function unstable_shouldYield(): boolean;
}
