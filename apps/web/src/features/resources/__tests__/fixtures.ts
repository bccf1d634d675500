import type { Resource } from '@tutoring/shared';

const STORED = { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };

export const GUIDE: Resource = {
  _id: '1'.repeat(24),
  title: 'Calculus Study Guide',
  description: 'Limits, derivatives and integrals in 40 pages.',
  fileUrl: '/api/files/abc',
  fileType: 'PDF',
  category: 'General',
  type: 'document',
  ...STORED,
};

export const STARTER: Resource = {
  _id: '2'.repeat(24),
  title: 'Web Starter Kit',
  description: 'HTML and CSS templates.',
  fileUrl: '/api/files/def',
  fileType: 'ZIP',
  category: 'Web Development',
  type: 'document',
  ...STORED,
};

export const LESSON: Resource = {
  _id: '3'.repeat(24),
  title: 'Recorded Lesson: Vectors',
  description: 'A 20-minute walkthrough.',
  fileUrl: 'https://videos.example.com/vectors.mp4',
  fileType: 'VIDEO',
  category: 'General',
  type: 'video',
  ...STORED,
};
