/**
 * The departure time as a `<input type="datetime-local">` holds it: `YYYY-MM-DDTHH:MM` in the visitor's
 * own time zone (the browser's), to the minute. Pure (the zone is the runtime's, as `Date` uses it).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `nowMs` as the input's value, in local time. */
export function toLocalInputValue(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The input's value as an ISO instant; null when it is empty or not a real local time. */
export function fromLocalInputValue(value: string): string | null {
  const match = LOCAL_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}
