import type { SiteSettings } from '@tutoring/shared';
import sharp from 'sharp';
import { fileIdOf } from '../files/file-mentions';
import { findStoredFile, openFileStream } from '../files/files.service';

/** The sizes the site's icons come in: Apple's touch icon, and the web manifest's two. */
export const ICON_SIZES = [180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

const BACKGROUND = '#0f172a';

/** The logo's bytes when it is one of our stored files (outside links were imported on save). */
async function logoBytes(site: SiteSettings): Promise<Buffer | undefined> {
  const id = fileIdOf(site.logo);
  if (!id) return undefined;
  const file = await findStoredFile(id).catch(() => undefined);
  if (!file?.contentType.startsWith('image/')) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of openFileStream(file.id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The site's icon as a square PNG: the logo fitted on a white square, or, without a logo, a
 * plain square in the site's theme colour (no text: the server may have no fonts).
 */
export async function siteIcon(site: SiteSettings, size: IconSize): Promise<Buffer> {
  const logo = await logoBytes(site);
  if (!logo) {
    return sharp({ create: { width: size, height: size, channels: 3, background: BACKGROUND } })
      .png()
      .toBuffer();
  }
  const margin = Math.round(size * 0.1);
  const inner = size - 2 * margin;
  return sharp(logo)
    .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/** The web manifest: what a phone shows when the site is added to its home screen. */
export function webManifest(site: SiteSettings) {
  return {
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    icons: [192, 512].map((size) => ({
      src: `/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
}
