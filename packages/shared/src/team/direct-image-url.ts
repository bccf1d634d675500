/** The file id in Google Drive links: letters, digits, `-` and `_`. */
const DRIVE_ID = /^[A-Za-z0-9_-]{10,}$/;

function driveFileId(url: URL): string | undefined {
  const filePath = /^\/file\/d\/([^/]+)(\/[^/]*)?\/?$/.exec(url.pathname);
  if (filePath) return filePath[1];
  // `/open?id=…` and `/uc?id=…&export=download` (any parameter order).
  if (url.pathname === '/open' || url.pathname === '/uc') return url.searchParams.get('id') ?? '';
  return undefined;
}

/**
 * Turns a file-sharing share link (Google Drive: `/file/d/<ID>/view`, `/open?id=<ID>`,
 * `/uc?id=<ID>&export=download`) into the direct image link `uc?export=view&id=<ID>` an
 * `<img>` can show (docs/PRODUCT.md section 3, team member imageUrl). Anything else comes back as
 * it was, so it is safe to apply to every image value, and applying it twice changes nothing.
 */
export function toDirectImageUrl(value: string): string {
  const trimmed = value.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return value;
  }
  if (!/^https?:$/.test(url.protocol) || url.hostname.toLowerCase() !== 'drive.google.com') {
    return value;
  }
  const id = driveFileId(url);
  if (!id || !DRIVE_ID.test(id)) return value;
  return `https://drive.google.com/uc?export=view&id=${id}`;
}
