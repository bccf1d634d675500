import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollHelper } from '../scroll-helper';

// The helper measures in the next animation frame, as a browser would: the tests wait for it.
// jsdom lays nothing out: give the page 1000 px of scroll room (1768 − the 768 px window).
function setPageHeight(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: height,
    configurable: true,
  });
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => setPageHeight(1768));
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  setPageHeight(0);
});

describe('scroll helper', () => {
  it('when the page has scrolled 200 px or less, then there is no scroll-to-top button', async () => {
    render(<ScrollHelper />);

    scrollTo(200);

    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20'),
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('when the page scrolls past 200 px, then the scroll-to-top button appears', async () => {
    render(<ScrollHelper />);

    scrollTo(201);

    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('when scroll-to-top is pressed, then the window scrolls to the top', async () => {
    render(<ScrollHelper />);
    scrollTo(600);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Scroll to top' }));

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('when the page scrolls, then the progress bar reports the percentage', async () => {
    render(<ScrollHelper />);

    scrollTo(250);

    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25'),
    );
  });

  it('when it shows, then it reads the page only in an animation frame, not while rendering', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const scrollHeight = vi.spyOn(document.documentElement, 'scrollHeight', 'get');

    render(<ScrollHelper />);

    expect(scrollHeight).not.toHaveBeenCalled();
    expect(frame).toHaveBeenCalled();
    await waitFor(() => expect(scrollHeight).toHaveBeenCalled());
  });

  it('when a progress dot is pressed, then the page jumps to that share of its length', async () => {
    render(<ScrollHelper />);
    const labels = [0, 25, 50, 75, 100].map((percent) => `Scroll to ${percent}%`);
    for (const label of labels) expect(screen.getByRole('button', { name: label })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll to 75%' }));

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 750, behavior: 'smooth' });
  });
});
