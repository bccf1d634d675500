import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { ContactRoute } from '../contact';
import { renderScreen } from '../../../../test/render-screen';
import { siteSettingsRoute } from '../../../../test/site-settings-fixture';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../../test/timeouts';

/** The contact page, once its form has come (it loads after the page's first paint). */
async function renderContact(path = '/contact') {
  const { currentLocation } = renderScreen(
    [
      { path: '/contact', element: <ContactRoute /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    path,
  );
  await screen.findByRole('button', { name: 'Send Message' });
  return currentLocation;
}

const submitButton = () => screen.getByRole('button', { name: 'Send Message' });

afterEach(() => {
  vi.useRealTimers();
});

describe('contact page', () => {
  it('when name and course are touched and left blank, then both say they are required', async () => {
    const user = userEvent.setup();
    await renderContact();

    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByLabelText('Course'));
    await user.click(screen.getByLabelText('Mobile'));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Course is required.')).toBeInTheDocument();
  });

  it('when nothing is touched yet, then no error shows', async () => {
    await renderContact();

    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  });

  it('when only one of name and course holds text, then the send button stays disabled', async () => {
    const user = userEvent.setup();
    await renderContact();
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Name'), 'Priya');
    expect(submitButton()).toBeDisabled();
    expect(submitButton().className).toMatch(/disabled:opacity-\d+/);

    await user.type(screen.getByLabelText('Course'), '   ');
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Course'), 'IB Maths');
    expect(submitButton()).toBeEnabled();
  });

  it('when opened with ?course=, then the course is prefilled', async () => {
    await renderContact('/contact?course=IB%20Physics%20HL');

    expect(screen.getByLabelText('Course')).toHaveValue('IB Physics HL');
  });

  it('when a course is typed, then the WhatsApp link names it', async () => {
    mockFetch(siteSettingsRoute());
    const user = userEvent.setup();
    await renderContact();

    await user.type(screen.getByLabelText('Course'), 'SAT Math');

    const link = await screen.findByRole('link', { name: 'Chat on WhatsApp' });
    const href = link.getAttribute('href')!;
    expect(href).toMatch(/^https:\/\/wa\.me\/447700900123\?text=/);
    expect(decodeURIComponent(href.split('text=')[1]!)).toContain('SAT Math');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'hello@harbourlights.test' })).toHaveAttribute(
      'href',
      'mailto:hello@harbourlights.test',
    );
  });

  it('when the send succeeds, then a thank-you shows and after 2 seconds the visitor is home', async () => {
    const fetchMock = mockFetch({
      'POST /api/contact': () => jsonResponse({ contactMessage: {} }, 201),
      ...siteSettingsRoute(),
    });
    const currentLocation = await renderContact('/contact?course=IB%20Maths');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Priya' } });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    // From the click on, the page's timers keep the test's time, which moves only when the test
    // moves it: the two seconds count from the thank-you, however long a busy machine took.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(submitButton());

    // vi.waitFor moves that time on by its polling interval before each look (the query
    // client's notifications wait on zero-delay timers); none passes once the thank-you shows.
    await vi.waitFor(() => expect(screen.getByText(/Thank you!/)).toBeInTheDocument(), {
      timeout: ASYNC_UTIL_TIMEOUT_MS,
    });
    const [sent] = callsTo(fetchMock, 'POST /api/contact');
    const body = JSON.parse(String(sent![1]!.body)) as Record<string, string>;
    expect(body).toMatchObject({ name: 'Priya', course: 'IB Maths' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(currentLocation().pathname).toBe('/contact');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(currentLocation().pathname).toBe('/');
  });

  it('when the send fails, then the failure text shows and the form stays', async () => {
    mockFetch({
      'POST /api/contact': () => jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500),
    });
    const user = userEvent.setup();
    await renderContact('/contact?course=AP%20Chemistry');

    await user.type(screen.getByLabelText('Name'), 'Priya');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again later.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Priya');
  });
});
