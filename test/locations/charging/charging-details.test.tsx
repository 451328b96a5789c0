/**
 * A charging site in the info window (resource `charging`): connectors with their icon, standard and
 * fastest kW, the chargers, and "2 of 4 available, updated 40 sec ago"; "Status unknown" when the data
 * has no status (the shipped registry's case); de_DE and en_GB.
 */
import { expect } from '@open-wc/testing';
import type { WireCharging, WireEvse, WireLocation } from '../../../src/api';
import { connectorGroups, statusAge } from '../../../src/locations/charging';
import { SAINSBURYS_ABERDEEN } from '../fixtures/stations';
import { mountInfoWindow, type InfoWindowHarness } from '../info-window/info-window-harness';

const NOW = '2026-02-18T12:00:00Z';

function evse(uid: string, status: WireEvse['status'], at: string | null, standard: string, kw: number, dc = false): WireEvse {
  return { uid, evse_id: null, physical_reference: uid.slice(0, 1), status, status_updated_at: at, connectors: [{ id: '1', standard, format: 'CABLE', power_type: dc ? 'DC' : 'AC_3_PHASE', kw }] };
}

function site(evses: WireEvse[], known: boolean): WireLocation {
  const charging: WireCharging = {
    chargers: new Set(evses.map((e) => e.physical_reference)).size,
    evse_count: evses.length,
    connectors: {},
    max_kw: Math.max(...evses.flatMap((e) => e.connectors.map((c) => c.kw))),
    available: evses.filter((e) => e.status === 'AVAILABLE').length,
    status_known: known ? evses.length : 0,
    status_updated_at: known ? '2026-02-18T11:59:20Z' : null,
    payment: null,
    evses,
  };
  return { ...SAINSBURYS_ABERDEEN, id: 'GB-BPP-LON-0001', name: 'bp pulse Hyde Park Corner', site_brand: 'bp_pulse', brand: 'bp pulse', fuel_types: [], amenities: [], prices: {}, charging };
}

const LIVE = site(
  [
    evse('a1', 'AVAILABLE', '2026-02-18T11:59:20Z', 'IEC_62196_T2_COMBO', 150, true),
    evse('a2', 'CHARGING', '2026-02-18T11:58:00Z', 'IEC_62196_T2_COMBO', 150, true),
    evse('b1', 'AVAILABLE', '2026-02-18T11:50:00Z', 'IEC_62196_T2', 22),
    evse('b2', 'OUTOFORDER', '2026-02-18T10:00:00Z', 'CHADEMO', 50, true),
  ],
  true,
);
const REGISTRY = site([evse('a1', 'UNKNOWN', null, 'IEC_62196_T2', 7), evse('a2', 'UNKNOWN', null, 'DOMESTIC_G', 3)], false);

const harnesses: InfoWindowHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.unmount();
});

async function open(location: WireLocation, locale: 'en_GB' | 'de_DE'): Promise<InfoWindowHarness> {
  const harness = await mountInfoWindow({ locale, now: NOW });
  harnesses.push(harness);
  await harness.open(location);
  return harness;
}

const texts = (h: InfoWindowHarness, selector: string): string[] => [...h.shadow.querySelectorAll(selector)].map((n) => n.textContent ?? '');

describe('charging site card', () => {
  it('groups connectors by standard, fastest first, and ages a status in whole units', () => {
    expect(connectorGroups(LIVE.charging!).map((g) => [g.kind, g.count, g.kw, g.dc])).to.deep.equal([
      ['IEC_62196_T2_COMBO', 2, 150, true],
      ['CHADEMO', 1, 50, true],
      ['IEC_62196_T2', 1, 22, false],
    ]);
    const now = Date.parse(NOW);
    expect(statusAge('2026-02-18T11:59:20Z', now)).to.deep.equal({ value: 40, unit: 'second' });
    expect(statusAge('2026-02-18T11:55:00Z', now)).to.deep.equal({ value: 5, unit: 'minute' });
    expect(statusAge('2026-02-17T09:00:00Z', now)).to.deep.equal({ value: 1, unit: 'day' });
    expect(statusAge(null, now)).to.equal(null);
  });

  it('shows connectors with icons and kW, chargers and "2 of 4 available, updated 40 sec ago" (en_GB)', async () => {
    const h = await open(LIVE, 'en_GB');
    expect(h.text('.charging__summary')).to.equal('2 chargers, up to 150 kW');
    expect(texts(h, '.charging__connector-text')).to.deep.equal(['CCS 150 kW ×2', 'CHAdeMO 50 kW', 'Type 2 22 kW']);
    expect(h.shadow.querySelectorAll('.charging__connector svg').length).to.equal(3);
    expect(h.text('.charging__status')).to.equal('2 of 4 available · updated 40 sec ago');
  });

  it('says so in German', async () => {
    const h = await open(LIVE, 'de_DE');
    expect(h.text('.charging__summary')).to.equal('2 Ladesäulen, bis 150 kW');
    expect(texts(h, '.charging__connector-text')).to.deep.equal(['CCS 150 kW ×2', 'CHAdeMO 50 kW', 'Typ 2 22 kW']);
    expect(h.text('.charging__status')).to.equal('2 von 4 frei · aktualisiert vor 40 Sek.');
  });

  it('says "status unknown" when the data has no status, never "0 available"', async () => {
    const en = await open(REGISTRY, 'en_GB');
    expect(en.text('.charging__status')).to.equal('Status unknown');
    expect(en.text('.charging__summary')).to.equal('1 charger, up to 7 kW');
    expect(texts(en, '.charging__connector-text')).to.deep.equal(['Type 2 7 kW', '3-pin plug 3 kW']);
    await en.unmount();
    harnesses.length = 0;
    const de = await open(REGISTRY, 'de_DE');
    expect(de.text('.charging__status')).to.equal('Status unbekannt');
  });

  it('shows nothing of it for a fuel station', async () => {
    const h = await open(SAINSBURYS_ABERDEEN, 'en_GB');
    expect(h.shadow.querySelector('.charging')).to.equal(null);
  });
});
