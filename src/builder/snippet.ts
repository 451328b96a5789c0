/** The embed snippet for a config: the script, the tag, the theme as page CSS, and the consent wiring. Pure. */
import { THEME_PROPERTIES } from '../config/theme';
import { getPath, type JsonObject } from './paths';

export interface SnippetInput {
  resource: string;
  env: string;
  locale: string;
  /** URL of station-locator.bundle.js. */
  bundleUrl: string;
  /** Origin serving /config/... (the element's config-base). */
  configBase: string;
  config: JsonObject;
}

export function embedSnippet(input: SnippetInput): string {
  const consent = getPath(input.config, 'maps.consentMode') === 'required';
  const attributes = [
    `resource="${input.resource}"`,
    `config-env="${input.env}"`,
    `locale="${input.locale}"`,
    `config-base="${input.configBase}"`,
    ...(consent ? ['maps-consent="pending"'] : []),
  ];
  const lines = [`<script type="module" src="${input.bundleUrl}"></script>`, `<station-locator ${attributes.join(' ')}></station-locator>`];
  const theme = getPath(input.config, 'theme');
  const declarations = Object.entries(THEME_PROPERTIES).flatMap(([token, property]) => {
    const value = theme && typeof theme === 'object' ? (theme as Record<string, unknown>)[token] : undefined;
    return typeof value === 'string' ? [`  ${property}: ${value};`] : [];
  });
  if (declarations.length > 0) {
    lines.push('', '<!-- The published config already sets these colours; put them in your CSS only to override them. -->', '<style>', 'station-locator {', ...declarations, '}', '</style>');
  }
  if (consent) {
    lines.push(
      '',
      '<!-- Consent: Google Maps loads only after your consent banner says yes (README, "Consent banners"). -->',
      '<script type="module">',
      "  const locator = document.querySelector('station-locator');",
      "  // Call this from your consent manager's callback for \"Google Maps\".",
      '  function onConsentChanged(googleMapsAllowed) {',
      "    locator.mapsConsent = googleMapsAllowed ? 'granted' : 'denied';",
      '  }',
      "  // The visitor pressed \"Load Google Maps\" on the map: open your banner at the Google Maps entry.",
      "  locator.addEventListener('maps-consent-request', () => openConsentBanner('google-maps'));",
      '</script>',
    );
  }
  return lines.join('\n');
}
