/**
 * The checks on the draft (contrast, consent), the CSP lines a host page needs, and the cost of 1,000
 * visits on Google's price list under the author's assumptions (not saved: a sketch for the author).
 */
import type { Config } from './api';
import {
  DEFAULT_ASSUMPTIONS,
  GOOGLE_SKUS,
  callsPer1000,
  consentCheck,
  contrastChecks,
  costPer1000,
  cspLines,
  routesTier,
  type CheckResult,
  type GoogleSku,
  type VisitAssumptions,
} from './checks';
import { fill, h, uid } from './dom';
import { formatNumber, t } from './i18n';

export interface ChecksPanelHost {
  /** The draft as it is now. */
  draft(): Config;
  /** The locale of the chosen config. */
  locale(): string;
}

export class ChecksPanel {
  readonly region = h('div');
  readonly #host: ChecksPanelHost;
  #assumptions: VisitAssumptions = { ...DEFAULT_ASSUMPTIONS };
  #prices: Partial<Record<GoogleSku, number>> = {};

  constructor(host: ChecksPanelHost) {
    this.#host = host;
  }

  render(): void {
    const draft = this.#host.draft();
    const results: CheckResult[] = [...contrastChecks(draft), consentCheck(draft, this.#host.locale())];
    const origin = location.origin;
    const csp = cspLines(draft, { bundle: origin, api: origin });
    const list = h(
      'ul',
      { class: 'checks' },
      ...results.map((r) => h('li', { class: `check-${r.level}`, 'data-check': r.id }, h('strong', {}, `${t(`levels.${r.level}`)}: `), t(`checks.${r.key}`, r.vars))),
    );
    fill(this.region, list, h('h3', {}, t('checks.csp')), h('p', { class: 'hint' }, t('checks.cspIntro')), h('pre', { class: 'code' }, csp.join(';\n')), this.#costTable());
  }

  #costTable(): HTMLElement {
    const draft = this.#host.draft();
    const calls = callsPer1000(draft, this.#assumptions);
    const cost = costPer1000(calls, this.#prices);
    const numberInput = (label: string, value: number | undefined, onChange: (v: number | undefined) => void, attrs: Record<string, string | number> = {}) => {
      const id = uid('n');
      const input = h('input', { id, type: 'number', value: value ?? '', min: 0, step: 'any', ...attrs });
      input.addEventListener('change', () => {
        const v = input.value.trim() === '' ? undefined : Number(input.value);
        onChange(v !== undefined && Number.isFinite(v) ? v : undefined);
        this.render();
      });
      return h('div', { class: 'field field--inline' }, h('label', { for: id }, label), input);
    };
    const assumption = (key: keyof VisitAssumptions) =>
      numberInput(t(`cost.${key}`), this.#assumptions[key], (v) => (this.#assumptions = { ...this.#assumptions, [key]: v ?? 0 }), { max: 100 });
    const tier = routesTier(draft);
    const rows = GOOGLE_SKUS.map((sku) => {
      const id = uid('price');
      const price = h('input', { id, type: 'number', min: 0, step: 'any', value: this.#prices[sku] ?? '', size: 6 });
      price.addEventListener('change', () => {
        const v = Number(price.value);
        if (price.value.trim() === '' || !Number.isFinite(v)) delete this.#prices[sku];
        else this.#prices[sku] = v;
        this.render();
      });
      const skuName = sku === 'routes' ? t(`cost.sku.routes_${tier}`) : t(`cost.sku.${sku}`);
      return h(
        'tr',
        {},
        h('th', { scope: 'row' }, skuName),
        h('td', {}, formatNumber(calls[sku])),
        h('td', {}, h('label', { for: id, class: 'visually-hidden' }, t('cost.priceOf', { sku: skuName })), price),
        h('td', {}, cost.bySku[sku] === null ? '–' : formatNumber(cost.bySku[sku], 2)),
      );
    });
    return h(
      'div',
      { class: 'cost' },
      h('h3', {}, t('cost.title')),
      h('p', { class: 'hint' }, t('cost.intro')),
      ...(['consentPercent', 'searchPercent', 'locatePercent', 'routePercent'] as const).map(assumption),
      h(
        'table',
        {},
        h('caption', {}, t('cost.caption')),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('cost.sku.title')), h('th', { scope: 'col' }, t('cost.calls')), h('th', { scope: 'col' }, t('cost.price')), h('th', { scope: 'col' }, t('cost.cost')))),
        h('tbody', {}, ...rows),
        h('tfoot', {}, h('tr', {}, h('th', { scope: 'row', colspan: 3 }, t('cost.total')), h('td', {}, formatNumber(cost.total, 2)))),
      ),
    );
  }
}
