/**
 * Response header names in lower case, as fastify keeps them: its `header()` lower-cases every name it
 * is given, and a name with a capital letter is then a new string on every request. Headers set on
 * every answer are lower-cased once, at startup.
 */
export function lowerCaseNames(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
