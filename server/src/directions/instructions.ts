/**
 * Step instructions and warnings of the offline directions, in de_DE and en_GB (plain text; the
 * element renders them as text). One table per language with the same keys, checked by the
 * compiler. Distances are not in the text: the itinerary shows each step's distance beside it, in
 * the visitor's unit system.
 */

/** 8-point compass, from a bearing. */
export type Compass = 'north' | 'north_east' | 'east' | 'south_east' | 'south' | 'south_west' | 'west' | 'north_west';

export interface Instructions {
  /** A straight leg: "Head to Leeds (straight-line estimate)". */
  straight(destination: string): string;
  /** The connector onto the network: "Head to the M1 (straight-line estimate)". */
  toMotorway(road: string): string;
  /** The first road of a leg: "Join the M1 heading south". */
  join(road: string, compass: Compass | null): string;
  /** A later road: "Take the M62 heading east". */
  change(road: string, compass: Compass | null): string;
  /** The connector off the network: "Leave the M1 and head to Leeds (straight-line estimate)". */
  leave(road: string, destination: string): string;
  /** Destination name when the waypoint has no label: the last one, or stop n (1-based). */
  unnamedDestination(stop: number | null): string;
  /** Warning: the route uses tolled roads (their names). */
  tolls(roads: string[]): string;
  /** Warning: avoid_highways on a motorway-only network. */
  motorwaysAvoided(): string;
  /** A leg across the sea: "No road connection known to Belfast: the way crosses the sea (ferry needed)". */
  sea(destination: string): string;
}

type Table = Record<Compass, string> & {
  straight: string;
  toMotorway: string;
  join: string;
  joinHeading: string;
  change: string;
  changeHeading: string;
  leave: string;
  destination: string;
  stop: string;
  tolls: string;
  motorwaysAvoided: string;
  sea: string;
  listSeparator: string;
};

const en_GB: Table = {
  straight: 'Head to {destination} (straight-line estimate)',
  toMotorway: 'Head to the {road} (straight-line estimate)',
  join: 'Join the {road}',
  joinHeading: 'Join the {road} heading {compass}',
  change: 'Take the {road}',
  changeHeading: 'Take the {road} heading {compass}',
  leave: 'Leave the {road} and head to {destination} (straight-line estimate)',
  destination: 'your destination',
  stop: 'stop {n}',
  tolls: 'This route uses a toll road: {roads}.',
  motorwaysAvoided: 'Motorways avoided: the offline road network has only motorways, so this route is a straight-line estimate.',
  sea: 'No road connection known to {destination}: the way crosses the sea (a ferry is needed)',
  listSeparator: ', ',
  north: 'north',
  north_east: 'north-east',
  east: 'east',
  south_east: 'south-east',
  south: 'south',
  south_west: 'south-west',
  west: 'west',
  north_west: 'north-west',
};

const de_DE: Table = {
  straight: 'Fahren Sie Richtung {destination} (Luftlinie, geschätzt)',
  toMotorway: 'Fahren Sie zur {road} (Luftlinie, geschätzt)',
  join: 'Fahren Sie auf die {road}',
  joinHeading: 'Fahren Sie auf die {road} Richtung {compass}',
  change: 'Wechseln Sie auf die {road}',
  changeHeading: 'Wechseln Sie auf die {road} Richtung {compass}',
  leave: 'Verlassen Sie die {road} und fahren Sie Richtung {destination} (Luftlinie, geschätzt)',
  destination: 'Ziel',
  stop: 'Zwischenziel {n}',
  tolls: 'Diese Route nutzt eine mautpflichtige Straße: {roads}.',
  motorwaysAvoided: 'Autobahnen vermieden: Das Offline-Straßennetz enthält nur Autobahnen, daher ist diese Route eine Schätzung in Luftlinie.',
  sea: 'Keine Straßenverbindung nach {destination} bekannt: Der Weg führt über das Meer (Fähre nötig)',
  listSeparator: ', ',
  north: 'Norden',
  north_east: 'Nordosten',
  east: 'Osten',
  south_east: 'Südosten',
  south: 'Süden',
  south_west: 'Südwesten',
  west: 'Westen',
  north_west: 'Nordwesten',
};

/** `de_DE`, `de-DE`, `de` → German; anything else → British English. */
export function instructionsFor(locale: string | undefined): Instructions {
  const t = /^de(?:[_-]|$)/i.test(locale ?? 'de_DE') ? de_DE : en_GB;
  const fill = (template: string, values: Record<string, string>): string =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return {
    straight: (destination) => fill(t.straight, { destination }),
    toMotorway: (road) => fill(t.toMotorway, { road }),
    join: (road, compass) => (compass ? fill(t.joinHeading, { road, compass: t[compass] }) : fill(t.join, { road })),
    change: (road, compass) => (compass ? fill(t.changeHeading, { road, compass: t[compass] }) : fill(t.change, { road })),
    leave: (road, destination) => fill(t.leave, { road, destination }),
    unnamedDestination: (stop) => (stop === null ? t.destination : fill(t.stop, { n: String(stop) })),
    tolls: (roads) => fill(t.tolls, { roads: roads.join(t.listSeparator) }),
    motorwaysAvoided: () => t.motorwaysAvoided,
    sea: (destination) => fill(t.sea, { destination }),
  };
}
