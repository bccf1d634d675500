import { PREVIEW_IMAGE_WIDTH } from '@tutoring/shared';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute: nothing in it can open or close markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON safe inside <script type="application/ld+json">: `<` is written \u003c so no text can
 * close the element (`</script>`) or open a comment; `>` and `&` likewise, and the two line
 * separators that older parsers treat as line ends. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One `<meta>` tag, its value escaped. */
export function metaTag(attribute: 'name' | 'property', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
}

const STORED_IMAGE = /^\/api\/files\/[a-f0-9]{24}$/i;

/**
 * The first usable picture as an absolute URL: web links as they are, site paths on `origin`
 * ('' when no public origin is known: paths then stay relative), or undefined for none.
 */
export function absolutePicture(origin: string, ...pictures: string[]): string | undefined {
  for (const picture of pictures.map((candidate) => candidate.trim())) {
    if (/^https?:\/\/[^\s]+$/i.test(picture)) return picture;
    // A stored image at the width previews show, not as large as it was uploaded.
    if (STORED_IMAGE.test(picture)) return `${origin}${picture}?w=${PREVIEW_IMAGE_WIDTH}`;
    if (/^\/(?!\/)[^\s]*$/.test(picture)) return `${origin}${picture}`;
  }
  return undefined;
}
