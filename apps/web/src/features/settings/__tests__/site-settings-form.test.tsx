import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettings } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../components/layouts/site-header';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { makeSiteSettings } from '../../../test/site-settings-fixture';
import { SiteSettingsSection } from '../components/site-settings-section';

type Routes = Parameters<typeof mockFetch>[0];

/** The server's one document: a good PUT replaces it, and GET reads it back. */
function storedSettings(first: SiteSettings = makeSiteSettings()): Routes {
  let site = first;
  return {
    'GET /api/settings/site': () => jsonResponse({ site }),
    'PUT /api/settings/site': (_url, init) => {
      site = JSON.parse(String(init.body)) as SiteSettings;
      return jsonResponse({ site });
    },
  };
}

/** The Site section, with the public header above it (it reads the same settings). */
async function openSite(routes: Routes = {}) {
  const fetchMock = mockFetch({ ...storedSettings(), ...routes });
  renderElement(
    <>
      <SiteHeader />
      <SiteSettingsSection />
    </>,
  );
  const form = await screen.findByRole('form', { name: 'Site' });
  return { fetchMock, form };
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const [put] = callsTo(fetchMock, 'PUT /api/settings/site');
  return JSON.parse(String(put![1]!.body)) as SiteSettings;
}

const save = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Save Site Settings' }));

describe('admin settings: reminders and what tutors see', () => {
  it('when the reminder hours are typed as a list, then they are saved as numbers, largest first', async () => {
    const { form, fetchMock } = await openSite();
    const hours = within(form).getByLabelText(/Reminder hours/);
    expect(hours).toHaveValue('24');

    await userEvent.clear(hours);
    await userEvent.type(hours, '2, 24');
    await userEvent.selectOptions(within(form).getByLabelText(/Tutors see/), 'phone');
    await save(form);

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/settings/site')).toHaveLength(1));
    expect(sentBody(fetchMock)).toMatchObject({
      reminderHours: [24, 2],
      tutorParentContact: 'phone',
    });
  });

  it('when a reminder hour is not a whole number, then the form says so and sends nothing', async () => {
    const { form, fetchMock } = await openSite();
    const hours = within(form).getByLabelText(/Reminder hours/);

    await userEvent.clear(hours);
    await userEvent.type(hours, '24, soon');
    await save(form);

    expect(
      await within(form).findByText('Reminder hours must be whole numbers.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/settings/site')).toHaveLength(0);
  });
});

describe('admin settings: the Site section', () => {
  it('when opened, then every field holds what is stored', async () => {
    const { form } = await openSite();

    expect(within(form).getByLabelText('Institute name')).toHaveValue('Harbour Lights Academy');
    expect(within(form).getByLabelText('Tagline')).toHaveValue(
      'Exam coaching by the sea, one student at a time.',
    );
    expect(within(form).getByLabelText('Contact e-mail')).toHaveValue('hello@harbourlights.test');
    expect(within(form).getByLabelText('Phone 1')).toHaveValue('+44 20 7946 0000');
    expect(within(form).getByLabelText('Phone 2')).toHaveValue('+44 20 7946 0001');
    expect(within(form).getByLabelText('WhatsApp number')).toHaveValue('+44 7700 900123');
    expect(within(form).getByLabelText('Postal address')).toHaveValue('3 Quay Street\nFalmouth');
    expect(within(form).getByLabelText('Opening hours')).toHaveValue(
      'Monday to Friday, 8:00 to 18:00',
    );
    expect(within(form).getByLabelText('Social link 1 label')).toHaveValue('Instagram');
    expect(within(form).getByLabelText('Social link 1 URL')).toHaveValue(
      'https://instagram.example/harbourlights',
    );
  });

  it('when the name, a phone and WhatsApp are changed and saved, then they are sent, "Settings saved." shows and the header names the new institute at once', async () => {
    const { fetchMock, form } = await openSite();
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Harbour Lights Academy' })).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Institute name'));
    await user.type(within(form).getByLabelText('Institute name'), 'Lighthouse Tutors');
    await user.click(within(form).getByRole('button', { name: 'Add Phone Number' }));
    await user.type(within(form).getByLabelText('Phone 3'), '+44 1326 000000');
    await user.click(within(form).getByRole('button', { name: 'Remove Phone 1' }));
    await user.clear(within(form).getByLabelText('WhatsApp number'));
    await user.type(within(form).getByLabelText('WhatsApp number'), '+44 7700 900999');
    await save(form);

    expect(await within(form).findByRole('status')).toHaveTextContent('Settings saved.');
    expect(sentBody(fetchMock)).toEqual({
      ...makeSiteSettings(),
      name: 'Lighthouse Tutors',
      phones: ['+44 20 7946 0001', '+44 1326 000000'],
      whatsapp: '+44 7700 900999',
    });
    expect(await screen.findByRole('link', { name: 'Lighthouse Tutors' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('when the e-mail is not an address, then the form says so and sends nothing', async () => {
    const { fetchMock, form } = await openSite();
    const user = userEvent.setup();
    const email = within(form).getByLabelText('Contact e-mail');

    await user.clear(email);
    await user.type(email, 'hello-at-harbour');
    await save(form);

    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(callsTo(fetchMock, 'PUT /api/settings/site')).toHaveLength(0);
  });

  it('when a social link is not an http(s) link, then the form says so and sends nothing', async () => {
    const { fetchMock, form } = await openSite();
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Add Social Link' }));
    await user.type(within(form).getByLabelText('Social link 2 label'), 'Blog');
    await user.type(within(form).getByLabelText('Social link 2 URL'), 'javascript:alert(1)');
    await save(form);

    expect(
      await within(form).findByText('Use a link that starts with http:// or https://.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Social link 2 URL')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(fetchMock, 'PUT /api/settings/site')).toHaveLength(0);
  });

  it('when the name is cleared, then it is required', async () => {
    const { fetchMock, form } = await openSite();
    const user = userEvent.setup();

    await user.clear(within(form).getByLabelText('Institute name'));
    await save(form);

    expect(await within(form).findByText('Institute name is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/settings/site')).toHaveLength(0);
  });

  it('when the server refuses the save, then its message shows and the field it names is marked', async () => {
    const refusal = 'Logo: the link could not be fetched (timed out).';
    const { form } = await openSite({
      'PUT /api/settings/site': () =>
        jsonResponse(
          {
            message: refusal,
            code: 'VALIDATION_ERROR',
            details: [{ path: 'logo', message: refusal }],
          },
          400,
        ),
    });

    await save(form);

    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(form).getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Settings saved.')).not.toBeInTheDocument();
  });

  it('when a logo is uploaded, then its link fills the field, a preview shows, and saving sends it', async () => {
    const stored = { id: 'f9', url: '/api/files/f9', contentType: 'image/png', size: 3 };
    const { fetchMock, form } = await openSite({
      'POST /api/uploads': () => jsonResponse({ file: stored }, 201),
    });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });

    await userEvent.upload(within(form).getByLabelText('Upload logo'), file);

    await waitFor(() => expect(within(form).getByLabelText('Logo')).toHaveValue(stored.url));
    const [upload] = callsTo(fetchMock, 'POST /api/uploads');
    expect((upload![1]!.body as FormData).get('file')).toBe(file);
    expect(within(form).getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      stored.url,
    );
    await save(form);
    await within(form).findByText('Settings saved.');
    expect(sentBody(fetchMock).logo).toBe(stored.url);
  });

  it('when the chosen share image is not a raster image, then it is refused before any upload', async () => {
    const { fetchMock, form } = await openSite();
    const svg = new File(['<svg/>'], 'share.svg', { type: 'image/svg+xml' });

    await userEvent.upload(within(form).getByLabelText('Upload share image'), svg, {
      applyAccept: false,
    });

    expect(await within(form).findByRole('alert')).toHaveTextContent('Please upload an image file');
    expect(callsTo(fetchMock, 'POST /api/uploads')).toHaveLength(0);
  });

  it('when Remove logo is pressed, then the logo is cleared', async () => {
    const { form } = await openSite(storedSettings(makeSiteSettings({ logo: '/api/files/old' })));
    expect(within(form).getByRole('img', { name: 'Logo preview' })).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Remove logo' }));

    expect(within(form).getByLabelText('Logo')).toHaveValue('');
    expect(within(form).queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
  });
});
