import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilPainted } from './deferred-part';
import { deferUntilNear } from './deferred-part-near';

/** An IntersectionObserver whose "the element came into view" the test decides. */
class ViewportStub {
  static observers: ViewportStub[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    ViewportStub.observers.push(this);
  }
  observe() {}
  disconnect() {}
  comeNear() {
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const part = (name: string) => ({
  load: vi.fn(async () => ({ label }: { label: string }) => <p>{`${name}: ${label}`}</p>),
});

afterEach(() => {
  ViewportStub.observers = [];
  vi.restoreAllMocks();
});

describe('deferUntilPainted and deferUntilNear', () => {
  it('when the page has painted, then the part loads and takes its waiting room', async () => {
    const { load } = part('Form');
    const Form = deferUntilPainted(load, { Waiting: () => <p>Waiting for the form</p> });

    render(<Form label="contact" />);

    expect(screen.getByText('Waiting for the form')).toBeInTheDocument();
    expect(await screen.findByText('Form: contact')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('when a near-viewport part is far down the page, then its code waits until the visitor comes near', async () => {
    vi.stubGlobal('IntersectionObserver', ViewportStub);
    const above = part('Above');
    const below = part('Below');
    const Above = deferUntilPainted(above.load, { Waiting: () => <p>Waiting above</p> });
    const Below = deferUntilNear(below.load, {
      Waiting: ({ fetching }) => <p>{fetching ? 'Loading below' : 'Waiting below'}</p>,
    });

    render(
      <>
        <Above label="a" />
        <Below label="b" />
      </>,
    );

    // The page has painted (the part above came); the one below still waits, unasked for.
    expect(await screen.findByText('Above: a')).toBeInTheDocument();
    expect(screen.getByText('Waiting below')).toBeInTheDocument();
    expect(below.load).not.toHaveBeenCalled();
    // "Near" is a screen's height away, above and below.
    expect(ViewportStub.observers[0]?.options?.rootMargin).toBe('100% 0px');

    act(() => ViewportStub.observers[0]?.comeNear());

    expect(await screen.findByText('Below: b')).toBeInTheDocument();
    expect(below.load).toHaveBeenCalledOnce();
  });

  it('when a near-viewport part asks for its code on the first scroll, then it is built the moment the visitor comes near, without waiting again', async () => {
    vi.stubGlobal('IntersectionObserver', ViewportStub);
    const far = part('Far');
    const Far = deferUntilNear(far.load, {
      Waiting: ({ fetching }) => <p>{fetching ? 'Loading far' : 'Waiting far'}</p>,
      codeOnFirstScroll: true,
    });

    render(<Far label="c" />);
    // Painted (a frame, then a task) and loaded: the code is still not asked for.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(far.load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('scroll'));

    // Scrolled: the code is asked for, but the part is not built while the visitor is away.
    await waitFor(() => expect(far.load).toHaveBeenCalledOnce());
    await act(async () => {}); // the code's arrival settles
    expect(screen.getByText('Waiting far')).toBeInTheDocument();

    act(() => ViewportStub.observers[0]?.comeNear());

    // In the same update: no room with a spinner shown in between.
    expect(screen.getByText('Far: c')).toBeInTheDocument();
    expect(far.load).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'the visitor first moves down the page',
      () => void window.dispatchEvent(new Event('keydown')),
    ],
    ['the part shows in the viewport', () => ViewportStub.observers[0]?.comeNear()],
  ])(
    'when a part waits until seen or moved and %s, then it is built, not before',
    async (_when, happen) => {
      vi.stubGlobal('IntersectionObserver', ViewportStub);
      const form = part('Form');
      const Form = deferUntilNear(form.load, {
        Waiting: ({ fetching }) => <p>{fetching ? 'Loading form' : 'Waiting form'}</p>,
        untilSeenOrMoved: true,
      });

      render(<Form label="e" />);
      // Painted (a frame, then a task): the code is not asked for, the room is kept.
      await act(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      expect(form.load).not.toHaveBeenCalled();
      expect(screen.getByText('Waiting form')).toBeInTheDocument();
      // "Seen" is inside the viewport itself, not a screen ahead of it.
      expect(ViewportStub.observers[0]?.options?.rootMargin).toBe('0px');

      act(happen);

      expect(await screen.findByText('Form: e')).toBeInTheDocument();
      expect(form.load).toHaveBeenCalledOnce();
    },
  );

  it('when the code cannot be fetched, then the error boundary hears of it and a second try asks again', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ label: string }>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(({ label }) => <p>{`Retried: ${label}`}</p>);
    const Flaky = deferUntilPainted(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error

    const first = render(
      <AppErrorBoundary>
        <Flaky label="d" />
      </AppErrorBoundary>,
    );

    expect(await screen.findByText('chunk failed')).toBeInTheDocument();
    first.unmount();
    render(<Flaky label="d" />);
    expect(await screen.findByText('Retried: d')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a part keeps no room, then nothing stands in for it until it has loaded', async () => {
    const { load } = part('Footer');
    const Footer = deferUntilPainted(load);

    const { container } = render(<Footer label="links" />);

    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled(); // not on the first render's path
    expect(await screen.findByText('Footer: links')).toBeInTheDocument();
  });
});
