import { isWebLinkOrSitePath } from './site-link';

/**
 * How a video link plays on the site: in the frame of a video service (YouTube through its
 * privacy-enhanced host, Vimeo with do-not-track, Google Drive's preview player), or as a
 * video file in the browser's own player (an upload, or a link to an .mp4/.webm file).
 */
export type VideoPlayer =
  { kind: 'youtube' | 'vimeo' | 'drive'; embedUrl: string } | { kind: 'file'; src: string };

/** The hosts a video frame may come from: the site's Content-Security-Policy allows these. */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://drive.google.com',
] as const;

export const VIDEO_LINK_RULE =
  'Use a YouTube, Vimeo or Google Drive link, a link to a video file (.mp4, .webm, .mov), or an uploaded video.';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const DRIVE_ID = /^[A-Za-z0-9_-]{10,100}$/;
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;
const UPLOADED_FILE = /^\/api\/files\/[a-f0-9]{24}$/i;

/** watch?v=ID, /shorts/ID, /embed/ID, /live/ID and youtu.be/ID. */
function youTubeId(url: URL, host: string): string | undefined {
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:shorts|embed|live)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID, player…/video/ID. */
function vimeoEmbed(url: URL, host: string): string | undefined {
  if (!VIMEO_HOSTS.has(host)) return undefined;
  const match = /^\/(?:video\/|channels\/[\w-]+\/)?(\d{6,12})(?:\/([a-f0-9]{6,20}))?\/?$/i.exec(
    url.pathname,
  );
  if (!match) return undefined;
  const unlisted = match[2] ?? url.searchParams.get('h');
  const hash = unlisted && /^[a-f0-9]{6,20}$/i.test(unlisted) ? `h=${unlisted}&` : '';
  return `https://player.vimeo.com/video/${match[1]}?${hash}dnt=1`;
}

/** drive.google.com/file/d/ID/view (or /preview, /edit) and drive.google.com/open?id=ID. */
function driveEmbed(url: URL, host: string): string | undefined {
  if (host !== 'drive.google.com') return undefined;
  const id =
    /^\/file\/d\/([^/]+)(?:\/(?:view|preview|edit))?\/?$/.exec(url.pathname)?.[1] ??
    (url.pathname === '/open' ? url.searchParams.get('id') : undefined);
  return id && DRIVE_ID.test(id) ? `https://drive.google.com/file/d/${id}/preview` : undefined;
}

/**
 * How `link` plays, or undefined when it is no link the site can play (another page, another
 * host's player, `javascript:`…). Hosts are compared whole: youtube.com.example.net is not
 * YouTube. One parser for the admin forms, the API's schemas and the players.
 */
export function videoPlayerOf(link: string): VideoPlayer | undefined {
  const value = link.trim();
  if (!isWebLinkOrSitePath(value, { rootedOnly: true })) return undefined;
  if (value.startsWith('/')) {
    const path = value.split(/[?#]/)[0] ?? '';
    return UPLOADED_FILE.test(path) || VIDEO_FILE.test(path)
      ? { kind: 'file', src: value }
      : undefined;
  }
  const url = new URL(value);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const youTube = youTubeId(url, host);
  if (youTube)
    return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youTube}` };
  const vimeo = vimeoEmbed(url, host);
  if (vimeo) return { kind: 'vimeo', embedUrl: vimeo };
  const drive = driveEmbed(url, host);
  if (drive) return { kind: 'drive', embedUrl: drive };
  // A video file, or an upload's link written out in full (https://our.site/api/files/…).
  const isFile = VIDEO_FILE.test(url.pathname) || UPLOADED_FILE.test(url.pathname);
  return isFile ? { kind: 'file', src: url.href } : undefined;
}
