import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone around the code, in modules (the standard asks for four). */
const QR_QUIET_ZONE = 4;

/**
 * `text` as a QR code (uqr, error correction M, so a phone still reads a worn or glared screen):
 * one SVG path of dark modules on a light square, quiet zone included, dark on light in both
 * colour schemes (phones read that best). `label` says what it opens.
 */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: QR_QUIET_ZONE });
    const parts: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { size: qr.size, path: parts.join('') };
  }, [text]);
  return (
    <svg
      className="console-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect className="console-qr__light" width={size} height={size} />
      <path className="console-qr__dark" d={path} />
    </svg>
  );
}
