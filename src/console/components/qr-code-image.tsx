import { useMemo } from 'react';
import { encodeQr } from '../lib/qr-code';

/** The quiet zone around the code, in modules (the standard asks for four). */
const QUIET = 4;

/**
 * `text` as a QR code: one SVG path of dark modules on a light square, dark on light in both
 * colour schemes (phones read that best). `label` says what it opens.
 */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encodeQr(text, 'M');
    const parts: string[] = [];
    qr.dark.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`);
      }),
    );
    return { size: qr.size + QUIET * 2, path: parts.join('') };
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
