/** Checks every charging source shares: a connector's OCPI codes and ratings, the brand of an operator. Pure. */

import { CONNECTOR_FORMATS, CONNECTOR_STANDARDS, type ConnectorRecord, POWER_TYPES } from './types.ts';

/** A connector as a source gives it, before checks. */
export interface RawConnector {
  id: unknown;
  standard: unknown;
  format: unknown;
  power_type: unknown;
  max_voltage: unknown;
  max_amperage: unknown;
  /** Watts; when missing, volts × amps (× 3 for three phases, whose volts are line to neutral). */
  max_electric_power?: unknown;
}

/** OCPI's CiString(36): printable ASCII (NCR connectors are named `Connector 1`, `15 Councillor Street`). */
const ID = /^[\x21-\x7e](?:[\x20-\x7e]{0,34}[\x21-\x7e])?$/;
/** The fastest chargers sold are about 400 kW per connector; more is a unit mistake (W sent as kW, kW as W). */
const MAX_W = 1_000_000;

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The connector, or what is wrong with it. */
export function checkedConnector(c: RawConnector): ConnectorRecord | string {
  if (typeof c.id !== 'string' || !ID.test(c.id)) return 'id must be 1 to 36 printable ASCII characters';
  if (!oneOf(CONNECTOR_STANDARDS, c.standard)) return `standard ${JSON.stringify(c.standard)} is not an OCPI 2.2.1 ConnectorType`;
  if (!oneOf(CONNECTOR_FORMATS, c.format)) return `format ${JSON.stringify(c.format)} is not SOCKET or CABLE`;
  if (!oneOf(POWER_TYPES, c.power_type)) return `power_type ${JSON.stringify(c.power_type)} is not an OCPI 2.2.1 PowerType`;
  if (!positive(c.max_voltage) || !positive(c.max_amperage)) return 'max_voltage and max_amperage must be positive numbers';
  const phases = c.power_type === 'AC_3_PHASE' ? 3 : c.power_type === 'AC_2_PHASE' || c.power_type === 'AC_2_PHASE_SPLIT' ? 2 : 1;
  const watts = c.max_electric_power === undefined || c.max_electric_power === null ? c.max_voltage * c.max_amperage * phases : c.max_electric_power;
  if (!positive(watts) || watts > MAX_W) return 'max_electric_power must be watts between 0 and 1,000,000';
  return { id: c.id, standard: c.standard, format: c.format, power_type: c.power_type, max_voltage: c.max_voltage, max_amperage: c.max_amperage, max_electric_power: Math.round(watts) };
}

/** bp pulse under its names old and new (Chargemaster, Polar); other operators as they name themselves. */
export function brandOfOperator(operator: string | null): string | null {
  if (operator === null || operator.trim() === '') return null;
  return /bp[\s-]*pulse|polar|chargemaster/i.test(operator) ? 'bp pulse' : operator.trim();
}
