/**
 * Placeholder pictures drawn here as SVG data URLs: the site never asks a third-party image
 * service (docs/API.md section 6). The same label always gives the same colours.
 */
const PALETTES = [
  ['#1e3a8a', '#0ea5e9'],
  ['#14532d', '#22c55e'],
  ['#7c2d12', '#f97316'],
  ['#581c87', '#a855f7'],
  ['#134e4a', '#14b8a6'],
  ['#831843', '#ec4899'],
] as const;

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

function initialsOf(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A gradient with the label's initials, e.g. for a course without an image or a tutor without a photo. */
export function placeholderImage(label: string, width = 800, height = 450): string {
  const [from, to] = PALETTES[hashOf(label) % PALETTES.length]!;
  const size = Math.round(Math.min(width, height) * 0.35);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" fill-opacity="0.9">${escapeXml(initialsOf(label))}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
