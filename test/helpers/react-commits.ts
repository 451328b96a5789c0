/**
 * Counts React's commits on the page, through the hook React offers its developer tools: React looks for
 * it as react-dom loads, so a test file imports this module before anything that imports React. Every
 * root's commits count, the ones that change nothing in the DOM too (a render that a MutationObserver
 * cannot see).
 */
let commits = 0;

const hook = {
  supportsFiber: true,
  inject: () => 1,
  onCommitFiberRoot: () => {
    commits += 1;
  },
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
};

const page = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
if (page.__REACT_DEVTOOLS_GLOBAL_HOOK__ !== undefined) throw new Error('react-commits: another developer tools hook is installed');
page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;

/** React's commits on this page so far. */
export const reactCommits = (): number => commits;
