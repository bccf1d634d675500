import type { TestimonyInput } from '@tutoring/shared';

/**
 * Four demo testimonies for a fresh install: text only, video only, both, and text again, so
 * every way the site shows a testimony appears; testimonyStore validates each one as it stores
 * it. The video links are demo links.
 */
export function demoTestimonies(): TestimonyInput[] {
  return [
    {
      studentName: 'Aarav Mehta',
      text: 'I was stuck at a 5 in IB Physics HL. Weekly sessions on past papers and a clear plan for my internal assessment got me a 7 in the final exams.',
      videoUrl: '',
    },
    {
      studentName: 'Sophie Laurent',
      text: '',
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    },
    {
      studentName: 'Rohan Iyer',
      text: 'The JEE mock reviews showed me exactly where I lost time. My tutor helped me fix my approach to mechanics problems and I cleared JEE Advanced.',
      videoUrl: 'https://youtu.be/ScMzIvxBSi4',
    },
    {
      studentName: 'Emily Chen',
      text: 'My SAT Math score went from 620 to 760 in three months. The small-group sessions kept me motivated and every question I had was answered.',
      videoUrl: '',
    },
  ];
}
