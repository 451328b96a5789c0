/** vt-pbf 3 ships no types; this is the one function the tile cutter calls. */
declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';

  interface VtPbf {
    /** Encodes geojson-vt tiles, one per layer name, as a Mapbox Vector Tile (protobuf). */
    fromGeojsonVt(layers: Record<string, LegacyTile>, options?: { version?: number; extent?: number }): Uint8Array;
  }
  const vtpbf: VtPbf;
  export default vtpbf;
}
