export type VideoEmbed = { kind: 'youtube'; embedUrl: string } | { kind: 'mp4'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/** The video id of a watch (?v=ID), shorts (/shorts/ID) or short-link (youtu.be/ID) address. */
function youTubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/shorts\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/**
 * How a testimonial video plays (docs/PRODUCT.md section 2): video-sharing links embed through the
 * no-cookie host (docs/API.md section 6, privacy); any other address plays as an mp4.
 */
export function toVideoEmbed(rawUrl: string): VideoEmbed {
  const value = rawUrl.trim();
  try {
    const id = youTubeId(new URL(value));
    if (id) return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  } catch {
    // Not an absolute address (e.g. a site path): a direct video file.
  }
  return { kind: 'mp4', src: value };
}
