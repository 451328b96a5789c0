/** `search.box.clear_all` → `Clear all`: what production shows for a missing translation. Pure. */
export function humaniseKey(key: string): string {
  const last = key.split(/[.:]/).pop() ?? key;
  const words = last
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
