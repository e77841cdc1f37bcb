import { create } from 'qrcode';
import { useMemo } from 'react';

/** Modules of empty border that scanners need around the code. */
const QUIET_ZONE = 4;

/** The SVG path of the dark modules of `value`'s QR code, and its side in modules. */
export function qrPath(value: string): { path: string; side: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), side: modules.size + QUIET_ZONE * 2 };
}

interface QrCodeProps {
  value: string;
  /** What the code opens, for screen readers (e.g. "QR code of your invite link"). */
  label: string;
  /** Side in CSS pixels. */
  size?: number;
}

/**
 * A QR code drawn in the page as SVG from the code's own matrix: nothing is fetched and no markup
 * is injected. Always dark on white, whatever the theme, because scanners need that contrast.
 */
export function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const { path, side } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
