import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module afresh: the page settles once per page load, so each test loads its own page. */
async function freshPage() {
  vi.resetModules();
  const { whenPageSettled } = await import('./page-settled');
  const state = { settled: false };
  void whenPageSettled().then(() => {
    state.settled = true;
  });
  return state;
}

/** A task later: anything already due has happened by then. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenPageSettled', () => {
  beforeEach(() => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  });

  it('when the visitor scrolls while the page is still loading, then it has settled at once', async () => {
    const page = await freshPage();
    await aTaskLater();
    expect(page.settled).toBe(false);

    window.dispatchEvent(new Event('scroll'));

    await vi.waitFor(() => expect(page.settled).toBe(true));
  });

  it("when the page has loaded, then it settles at the browser's next quiet moment", async () => {
    const quietMoments: IdleRequestCallback[] = [];
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      quietMoments.push(callback);
      return quietMoments.length;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const page = await freshPage();

    window.dispatchEvent(new Event('load'));
    await aTaskLater();
    expect(page.settled).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });

    quietMoments[0]?.({ didTimeout: false, timeRemaining: () => 50 });

    await vi.waitFor(() => expect(page.settled).toBe(true));
  });

  it('when a browser has no quiet-moment callback, then it settles in the task after the load', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const page = await freshPage();
    await aTaskLater();
    expect(page.settled).toBe(false);

    window.dispatchEvent(new Event('load'));

    await vi.waitFor(() => expect(page.settled).toBe(true));
  });
});
