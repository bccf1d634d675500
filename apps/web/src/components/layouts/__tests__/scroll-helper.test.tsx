import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScrollHelper } from '../scroll-helper';

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
  it('when the page has scrolled 200 px or less, then there is no scroll-to-top button', () => {
    render(<ScrollHelper />);

    scrollTo(200);

    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('when the page scrolls past 200 px, then the scroll-to-top button appears', () => {
    render(<ScrollHelper />);

    scrollTo(201);

    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('when scroll-to-top is pressed, then the window scrolls to the top', async () => {
    render(<ScrollHelper />);
    scrollTo(600);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll to top' }));

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('when the page scrolls, then the progress bar reports the percentage', () => {
    render(<ScrollHelper />);

    scrollTo(250);

    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('when a progress dot is pressed, then the page jumps to that share of its length', async () => {
    render(<ScrollHelper />);
    const labels = [0, 25, 50, 75, 100].map((percent) => `Scroll to ${percent}%`);
    for (const label of labels) expect(screen.getByRole('button', { name: label })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll to 75%' }));

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 750, behavior: 'smooth' });
  });
});
