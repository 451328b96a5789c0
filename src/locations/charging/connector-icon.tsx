import type { ConnectorKind } from './charging-lines';

/**
 * A connector's face as drivers know it from the plug: Type 2's seven pins, CCS's Type 2 top over two
 * large DC pins, CHAdeMO's two pins in a round face, the British three-pin plug. Decorative: the label
 * beside it names the standard.
 */
export function ConnectorIcon({ kind }: { kind: ConnectorKind }) {
  return (
    <svg className="charging__connector-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {kind === 'IEC_62196_T2' || kind === 'IEC_62196_T3C' ? (
        <>
          <path d="M4 9a8 8 0 0 0 16 0V7H4z" fill="none" stroke="currentColor" strokeWidth="1.6" />
          {[
            [9, 9],
            [15, 9],
            [7, 12.5],
            [12, 12.5],
            [17, 12.5],
            [10, 16],
            [14, 16],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" fill="currentColor" />
          ))}
        </>
      ) : kind === 'IEC_62196_T2_COMBO' ? (
        <>
          <path d="M5 3h14v4a7 7 0 0 1-14 0z" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="9.5" cy="6" r="1" fill="currentColor" />
          <circle cx="14.5" cy="6" r="1" fill="currentColor" />
          <rect x="5" y="15" width="14" height="7" rx="3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="9" cy="18.5" r="1.7" fill="currentColor" />
          <circle cx="15" cy="18.5" r="1.7" fill="currentColor" />
        </>
      ) : kind === 'CHADEMO' ? (
        <>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="8" cy="12" r="2.2" fill="currentColor" />
          <circle cx="16" cy="12" r="2.2" fill="currentColor" />
        </>
      ) : kind === 'DOMESTIC_G' ? (
        <>
          <rect x="3" y="3" width="18" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <rect x="10.8" y="6" width="2.4" height="5" fill="currentColor" />
          <rect x="6.5" y="13.5" width="4" height="2.4" fill="currentColor" />
          <rect x="13.5" y="13.5" width="4" height="2.4" fill="currentColor" />
        </>
      ) : (
        <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
      )}
    </svg>
  );
}
