import { describe, expect, it } from 'vitest';
import { testimonyInputSchema } from './testimonies.schema';
import { VIDEO_LINK_RULE } from '../common/video-link';

describe('testimonyInputSchema', () => {
  it('when only the student name is given, then text and video default to empty', () => {
    expect(testimonyInputSchema.parse({ studentName: 'Priya' })).toEqual({
      studentName: 'Priya',
      text: '',
      videoUrl: '',
    });
  });

  it.each([undefined, '', '  '])('when the student name is %j, then it is required', (name) => {
    const result = testimonyInputSchema.safeParse({ studentName: name, text: 'Great' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Student name is required.',
    ]);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://cdn.example.com/videos/testimony.mp4',
    'http://example.com/clip.MP4',
    '/api/files/65a1b2c3d4e5f60718293a4b',
  ])('when the video is %s, then it is accepted', (videoUrl) => {
    expect(testimonyInputSchema.parse({ studentName: 'Priya', videoUrl }).videoUrl).toBe(videoUrl);
  });

  // Every form of link, and the hostile ones, are in common/video-link.test.ts.
  it('when the video is a link nothing plays, then it is refused naming the links that do', () => {
    const result = testimonyInputSchema.safeParse({
      studentName: 'Priya',
      videoUrl: 'java\tscript:alert(1)',
    });
    expect(result.error?.issues[0]?.message).toBe(VIDEO_LINK_RULE);
  });

  it('when text and video are both given, then both are kept', () => {
    const input = { studentName: 'Priya', text: 'Great', videoUrl: 'https://youtu.be/aqz-KE-bpKQ' };
    expect(testimonyInputSchema.parse(input)).toEqual(input);
  });

  it('when the body carries an unknown key, then it is refused', () => {
    expect(testimonyInputSchema.safeParse({ studentName: 'P', stars: 5 }).success).toBe(false);
  });
});
