import sharp from 'sharp';
import { saveFile } from './files.service';

/** Colour pairs for gradients, picked in turn. */
const PALETTES = [
  ['#1e3a8a', '#0ea5e9'],
  ['#14532d', '#22c55e'],
  ['#7c2d12', '#f59e0b'],
  ['#581c87', '#ec4899'],
  ['#0f172a', '#64748b'],
  ['#134e4a', '#2dd4bf'],
] as const;

const paletteOf = (index: number) => PALETTES[index % PALETTES.length]!;

const gradient = (index: number) => {
  const [from, to] = paletteOf(index);
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
};

/** The SVG drawn as WebP and stored like an upload; answers its `/api/files/<id>`. */
async function stored(svg: string, name: string): Promise<string> {
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return (await saveFile({ buffer, filename: `${name}.webp`, kinds: ['image'] })).url;
}

/**
 * A course picture for demo content, 1200×675: a gradient with soft shapes, different for each
 * index. Made here, not fetched, and without text (a server image may have no fonts).
 */
export function demoCoursePicture(index: number): Promise<string> {
  const shapes = [0, 1, 2]
    .map((n) => {
      const x = 180 + ((index * 170 + n * 390) % 900);
      const y = 140 + ((index * 90 + n * 210) % 420);
      return `<circle cx="${x}" cy="${y}" r="${90 + n * 50}" fill="white" fill-opacity="${0.08 + n * 0.05}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">${gradient(index)}<rect width="1200" height="675" fill="url(#g)"/>${shapes}</svg>`;
  return stored(svg, `demo-course-${index}`);
}

/** A portrait for a demo team member, `size` px square: a silhouette on its own gradient. */
export function demoPortrait(index: number, size: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">${gradient(index + 3)}<rect width="800" height="800" fill="url(#g)"/><circle cx="400" cy="320" r="140" fill="white" fill-opacity="0.85"/><ellipse cx="400" cy="760" rx="270" ry="260" fill="white" fill-opacity="0.85"/></svg>`;
  return stored(svg, `demo-portrait-${index}-${size}`);
}
