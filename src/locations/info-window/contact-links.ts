/**
 * Links built from station data (untrusted: it comes from the API and its data sources). Pure.
 */

/**
 * A website link that is safe to put in `href`: absolute http(s) only (`javascript:`, `data:` and the rest
 * are refused). A bare host name (`www.example.co.uk`) is read as https. Null when unusable.
 */
export function safeWebsite(value: string | null | undefined): { href: string; label: string } | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.') || url.username || url.password) return null;
  return { href: url.href, label: url.hostname.replace(/^www\./, '') };
}
