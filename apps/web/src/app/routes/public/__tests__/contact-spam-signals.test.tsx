import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactRoute } from '../contact';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderScreen } from '../../../../test/render-screen';
import { siteSettingsRoute } from '../../../../test/site-settings-fixture';

/** The contact page, once its form has come (it loads after the page's first paint). */
async function renderContact(path = '/contact') {
  const rendered = renderScreen([{ path: '/contact', element: <ContactRoute /> }], path);
  await screen.findByRole('button', { name: 'Send Message' });
  return rendered;
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const [sent] = callsTo(fetchMock, 'POST /api/contact');
  return JSON.parse(String(sent![1]!.body)) as Record<string, unknown>;
}

const whatsAppText = async () => {
  const link = await screen.findByRole('link', { name: 'Chat on WhatsApp' });
  return decodeURIComponent(link.getAttribute('href')!.split('?text=')[1]!);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('contact form: spam signals', () => {
  it('when a person sends the form, then an empty website and the time since it appeared go along', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const fetchMock = mockFetch({ 'POST /api/contact': () => jsonResponse({}, 201) });
    await renderContact('/contact?course=IB%20Maths');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Priya' } });
    now.mockReturnValue(1_012_345);

    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await screen.findByText(/Thank you!/);
    expect(sentBody(fetchMock)).toMatchObject({
      name: 'Priya',
      course: 'IB Maths',
      website: '',
      elapsedMs: 12_345,
    });
  });

  it('when a bot fills the hidden website field, then its text is sent for the server to judge', async () => {
    const fetchMock = mockFetch({ 'POST /api/contact': () => jsonResponse({}, 201) });
    const { container } = await renderContact('/contact?course=SAT');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bot' } });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });

    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(1));
    expect(sentBody(fetchMock).website).toBe('https://spam.example');
  });

  it('when the honeypot renders, then people can neither see nor reach it', async () => {
    mockFetch();
    const { container } = await renderContact();

    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).not.toContain(
      'website',
    );
  });
});

describe('contact form: course from a course page', () => {
  it('when opened with ?course=, then the course is prefilled and WhatsApp asks for a demo of it', async () => {
    mockFetch(siteSettingsRoute());
    await renderContact('/contact?course=IB%20Physics%20HL');

    expect(screen.getByLabelText('Course')).toHaveValue('IB Physics HL');
    expect(await whatsAppText()).toBe(
      'Hello Harbour Lights Academy! I would like to book a demo class for IB Physics HL.',
    );
  });

  it('when no course is chosen, then WhatsApp opens with a plain greeting', async () => {
    mockFetch(siteSettingsRoute());
    await renderContact();

    const text = await whatsAppText();
    expect(text).not.toMatch(/demo class for/);
    expect(text).toBe(
      'Hello Harbour Lights Academy! I would like to know more about your courses.',
    );
  });
});
