/**
 * Joins line segments that meet end to end into longer lines. The motorway file is split at every
 * junction and slip road (6,648 pieces, half of them two points long), and at zoom 6 most pieces are
 * shorter than the tile cutter's tolerance, so it drops them and the motorways break into dashes.
 * Joined, each carriageway is a few long lines that simplify cleanly and carry their number once.
 *
 * At an end where several pieces meet (a slip road leaves), the walk goes on along the piece that
 * turns least, if it turns less than `maxTurnDegrees`: the carriageway, not the slip road.
 */

import type { Position } from 'geojson';

const key = (p: Position): string => `${p[0]},${p[1]}`;

/** Direction of travel from `from` to `to` in radians, on a plane scaled by cos(latitude). */
function heading(from: Position, to: Position): number {
  const k = Math.cos(((from[1]! + to[1]!) / 2) * (Math.PI / 180));
  return Math.atan2(to[1]! - from[1]!, (to[0]! - from[0]!) * k);
}

function turn(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

export function mergeLines(lines: readonly Position[][], maxTurnDegrees = 40): Position[][] {
  const maxTurn = (maxTurnDegrees * Math.PI) / 180;
  const usable = lines.filter((l) => l.length >= 2);
  const atEnd = new Map<string, number[]>();
  usable.forEach((line, i) => {
    for (const end of [line[0]!, line[line.length - 1]!]) {
      const k = key(end);
      const list = atEnd.get(k);
      if (list) list.push(i);
      else atEnd.set(k, [i]);
    }
  });
  const used = new Array<boolean>(usable.length).fill(false);

  /** Extends `chain` at its last point while a piece there carries on straight enough. */
  const extend = (chain: Position[]): void => {
    for (;;) {
      const last = chain[chain.length - 1]!;
      const k = key(last);
      const inbound = heading(chain[chain.length - 2]!, last);
      let best: Position[] | null = null;
      let bestIndex = -1;
      let bestTurn = maxTurn;
      for (const j of atEnd.get(k) ?? []) {
        if (used[j]) continue;
        const line = usable[j]!;
        const forward = key(line[0]!) === k ? line : [...line].reverse();
        const t = turn(inbound, heading(forward[0]!, forward[1]!));
        if (t <= bestTurn) {
          best = forward;
          bestIndex = j;
          bestTurn = t;
        }
      }
      if (!best) return;
      used[bestIndex] = true;
      for (let i = 1; i < best.length; i++) chain.push(best[i]!);
    }
  };

  const merged: Position[][] = [];
  usable.forEach((line, i) => {
    if (used[i]) return;
    used[i] = true;
    const chain = [...line];
    extend(chain);
    chain.reverse();
    extend(chain);
    merged.push(chain);
  });
  return merged;
}
