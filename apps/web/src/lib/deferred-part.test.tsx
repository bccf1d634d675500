import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilNear } from './deferred-part';

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

describe('deferUntilNear', () => {
  it('when the part is far down the page, then its code waits until the visitor comes near, its room kept', async () => {
    vi.stubGlobal('IntersectionObserver', ViewportStub);
    const below = part('Below');
    const Below = deferUntilNear(below.load, {
      Waiting: ({ fetching }) => <p>{fetching ? 'Loading below' : 'Waiting below'}</p>,
    });

    render(<Below label="b" />);
    // Painted (a frame, then a task): the code is still not asked for.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(screen.getByText('Waiting below')).toBeInTheDocument();
    expect(below.load).not.toHaveBeenCalled();
    // "Near" is a screen's height away, above and below.
    expect(ViewportStub.observers[0]?.options?.rootMargin).toBe('100% 0px');

    act(() => ViewportStub.observers[0]?.comeNear());

    expect(await screen.findByText('Below: b')).toBeInTheDocument();
    expect(below.load).toHaveBeenCalledOnce();
  });

  it('when the code cannot be fetched, then the error boundary hears of it and a second try asks again', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ label: string }>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(({ label }) => <p>{`Retried: ${label}`}</p>);
    const Flaky = deferUntilNear(load);
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
});
