import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The quiet zone a scanner needs around the code, in modules (ISO/IEC 18004 asks for 4). */
const MARGIN = 4;

/** One path of unit squares, one per dark module: small, and crisp at any size. */
function modulesPath(value: string): { path: string; size: number } {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
    }
  }
  return { path, size: count + 2 * MARGIN };
}

interface QrCodeProps {
  value: string;
  /** What the picture is, for screen readers (the text beside it should say the same). */
  label: string;
}

/**
 * A QR code drawn in the browser (no image from another host). Always black on white
 * whatever the theme: authenticator apps' scanners read dark modules on a light ground.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { path, size } = useMemo(() => modulesPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={208}
      height={208}
      shapeRendering="crispEdges"
      className="mx-auto max-w-full"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
