import type { Testimony } from '@tutoring/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestimonialTimeline } from '../components/testimonial-timeline';

const stored = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const TEXT_ONLY: Testimony = {
  _id: 't1',
  studentName: 'Aarav Mehta',
  text: 'Got a 7.',
  videoUrl: '',
  ...stored,
};
const YOUTUBE: Testimony = {
  _id: 't2',
  studentName: 'Sophie Laurent',
  text: '',
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  ...stored,
};
const MP4: Testimony = {
  _id: 't3',
  studentName: 'Rohan Iyer',
  text: 'Mock reviews helped.',
  videoUrl: 'https://cdn.example.com/rohan.mp4',
  ...stored,
};

function card(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('article')!;
}

describe('TestimonialTimeline', () => {
  it('when shown, then each story has the name, the text and 5 stars', () => {
    render(<TestimonialTimeline testimonies={[TEXT_ONLY]} />);

    expect(screen.getByRole('heading', { name: 'Aarav Mehta' })).toBeInTheDocument();
    expect(screen.getByText('Got a 7.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Watch Video Testimonial' }),
    ).not.toBeInTheDocument();
  });

  it('when nothing was clicked, then no video frame or player is on the page', () => {
    const { container } = render(<TestimonialTimeline testimonies={[YOUTUBE, MP4]} />);

    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('video')).toBeNull();
  });

  it('when Watch Video Testimonial is pressed on a watch link, then the no-cookie embed appears and the button reads Hide Video', async () => {
    const user = userEvent.setup();
    const { container } = render(<TestimonialTimeline testimonies={[YOUTUBE]} />);

    await user.click(screen.getByRole('button', { name: 'Watch Video Testimonial' }));

    const frame = screen.getByTitle('Video testimonial from Sophie Laurent');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    await user.click(screen.getByRole('button', { name: 'Hide Video' }));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Watch Video Testimonial' })).toBeInTheDocument();
  });

  it('when another link is opened, then it plays in a video element with the unsupported-video text', async () => {
    const user = userEvent.setup();
    const { container } = render(<TestimonialTimeline testimonies={[MP4]} />);

    await user.click(screen.getByRole('button', { name: 'Watch Video Testimonial' }));

    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video.querySelector('source')).toHaveAttribute(
      'src',
      'https://cdn.example.com/rohan.mp4',
    );
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('when a second video is opened, then the first one closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<TestimonialTimeline testimonies={[YOUTUBE, MP4]} />);

    await user.click(
      within(card('Sophie Laurent')).getByRole('button', { name: 'Watch Video Testimonial' }),
    );
    await user.click(
      within(card('Rohan Iyer')).getByRole('button', { name: 'Watch Video Testimonial' }),
    );

    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('video')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Hide Video' })).toHaveLength(1);
    expect(
      within(card('Sophie Laurent')).getByRole('button', { name: 'Watch Video Testimonial' }),
    ).toBeInTheDocument();
  });
});
