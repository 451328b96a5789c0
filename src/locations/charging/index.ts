/** A charging site's card lines (resource `charging`): connectors with icons and kW, chargers, status with its age. */
export { ChargingDetails } from './charging-details';
export { LazyChargingDetails } from './lazy-charging-details';
export { connectorGroups, connectorKindOf, statusAge, type ConnectorGroup, type ConnectorKind } from './charging-lines';
