import { act, render, screen } from '@testing-library/react';
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

  it('when a part keeps no room, then nothing stands in for it until it has loaded', async () => {
    const { load } = part('Footer');
    const Footer = deferUntilPainted(load);

    const { container } = render(<Footer label="links" />);

    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled(); // not on the first render's path
    expect(await screen.findByText('Footer: links')).toBeInTheDocument();
  });
});
