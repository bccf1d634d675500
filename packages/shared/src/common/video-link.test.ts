import { describe, expect, it } from 'vitest';
import { videoLink, videoPlayerOf, VIDEO_LINK_RULE } from './video-link';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('videoPlayerOf: links that play', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', YT],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', YT],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=share', YT],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', YT],
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', YT],
  ])('when the link is %s, then it plays through YouTube’s no-cookie host', (link, embedUrl) => {
    expect(videoPlayerOf(link)).toEqual({ kind: 'youtube', embedUrl });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://vimeo.com/76979871/8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1',
    ],
    [
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('when the link is %s, then it plays in Vimeo’s player without tracking', (link, embedUrl) => {
    expect(videoPlayerOf(link)).toEqual({ kind: 'vimeo', embedUrl });
  });

  it.each([
    'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/view?usp=sharing',
    'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/preview',
    'https://drive.google.com/open?id=1AbCdEfGhIjKlMnOpQrStUv',
  ])('when the link is %s, then it plays in Drive’s preview player', (link) => {
    expect(videoPlayerOf(link)).toEqual({
      kind: 'drive',
      embedUrl: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/preview',
    });
  });

  it.each([
    '/api/files/65a1b2c3d4e5f60718293a4b',
    '/videos/intro.mp4',
    'https://cdn.example.com/clips/lesson.webm',
    'http://example.com/clip.MOV',
    'http://127.0.0.1:4000/api/files/65a1b2c3d4e5f60718293a4b',
  ])('when the link is the video file %s, then the browser’s own player plays it', (link) => {
    expect(videoPlayerOf(link)).toEqual({
      kind: 'file',
      src: link.startsWith('/') ? link : new URL(link).href,
    });
  });
});

describe('videoPlayerOf: links that do not', () => {
  it.each([
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/playlist?list=PL123',
    'https://vimeo.com/about',
    'https://vimeo.com.evil.example/76979871',
    'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUv',
    'https://docs.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/view',
    'https://example.com/watch',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    '//evil.example/a.mp4',
    'ftp://example.com/a.mp4',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    '/api/files/not-an-id',
    '/about',
  ])('when the link is %j, then it does not play and the form says which links do', (link) => {
    expect(videoPlayerOf(link)).toBeUndefined();
    expect(videoLink.safeParse(link).error?.issues[0]?.message).toBe(VIDEO_LINK_RULE);
  });

  it('when the field is blank, then it is no video (allowed)', () => {
    expect(videoLink.parse('  ')).toBe('');
  });
});
