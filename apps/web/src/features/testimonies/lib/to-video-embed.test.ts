import { describe, expect, it } from 'vitest';
import { toVideoEmbed } from './to-video-embed';

const EMBED = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';

describe('toVideoEmbed', () => {
  it.each([
    ['a watch link', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    [
      'a watch link with more parameters',
      'https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=4',
    ],
    ['a mobile watch link', 'https://m.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['a shorts link', 'https://www.youtube.com/shorts/aqz-KE-bpKQ'],
    ['a short link', 'https://youtu.be/aqz-KE-bpKQ'],
    ['a short link with a start time', 'https://youtu.be/aqz-KE-bpKQ?t=30'],
  ])('when the address is %s, then it embeds through the no-cookie host', (_name, url) => {
    expect(toVideoEmbed(url)).toEqual({ kind: 'youtube', embedUrl: EMBED });
  });

  it.each([
    ['a direct mp4 link', 'https://cdn.example.com/story.mp4'],
    ['a site path', '/api/files/abc'],
    ['a watch link without an id', 'https://www.youtube.com/watch'],
    ['another site that mentions youtube', 'https://example.com/watch?v=aqz-KE-bpKQ'],
  ])('when the address is %s, then it plays as an mp4', (_name, url) => {
    expect(toVideoEmbed(url)).toEqual({ kind: 'mp4', src: url });
  });
});
