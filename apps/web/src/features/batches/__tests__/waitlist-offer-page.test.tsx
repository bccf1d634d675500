import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { renderElement } from '../../../test/render-screen';
import { OFFER_TEXTS } from '../components/offer-texts';
import { WaitlistOfferPage } from '../components/waitlist-offer-page';

const TOKEN = 'offer-token';
const OFFER = {
  offer: {
    batch: {
      _id: 'b1',
      title: 'Saturday mornings',
      course: { _id: 'c1', title: 'IB Physics HL' },
    },
    expiresAt: '2027-03-11T06:30:00.000Z',
  },
};
const GET_KEY = `GET /api/waitlist/offers/${TOKEN}`;
const ACCEPT_KEY = `POST /api/waitlist/offers/${TOKEN}/accept`;
const DECLINE_KEY = `POST /api/waitlist/offers/${TOKEN}/decline`;
const gone = () => jsonResponse({ message: 'The offer has expired.', code: 'GONE' }, 410);

function openOffer(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ [GET_KEY]: () => jsonResponse(OFFER), ...routes });
  renderElement(<WaitlistOfferPage token={TOKEN} timeZone="Asia/Kolkata" />);
  return fetchMock;
}

describe('the waitlist offer page', () => {
  it("when the mailed link is opened, then the app's screen shows the class and until when the seat is held on the parent's clock", async () => {
    mockFetch({ [GET_KEY]: () => jsonResponse(OFFER) });
    renderApp(`/waitlist/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'A seat for you' })).toBeVisible();
    expect(await screen.findByText('IB Physics HL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take the seat' })).toBeEnabled();
  });

  it('when the parent takes the seat by keyboard, then it says the child is enrolled and links to the family page', async () => {
    const fetchMock = openOffer({
      [ACCEPT_KEY]: () =>
        jsonResponse(
          {
            enrolment: {
              _id: 'e1',
              batch: 'b1',
              student: { _id: 'a1', name: 'Anya' },
              status: 'active',
            },
          },
          201,
        ),
    });
    const user = userEvent.setup();

    expect(
      await screen.findByText(
        'We are holding a seat for you until Thursday 11 March 2027 at 12:00 (Kolkata time).',
      ),
    ).toBeVisible();
    screen.getByRole('button', { name: 'Take the seat' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(OFFER_TEXTS.accepted)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your family page' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(callsTo(fetchMock, ACCEPT_KEY)).toHaveLength(1);
  });

  it('when the parent lets the seat go, then it asks first and then says the next in line has it', async () => {
    const fetchMock = openOffer({ [DECLINE_KEY]: () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Let it go' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(OFFER_TEXTS.declineQuestion);
    await user.click(within(dialog).getByRole('button', { name: 'Let it go' }));

    expect(await screen.findByText(OFFER_TEXTS.declined)).toBeVisible();
    expect(callsTo(fetchMock, DECLINE_KEY)).toHaveLength(1);
  });

  it('when the offer has expired (410), then it says the seat went to the next in line and offers no choice', async () => {
    openOffer({ [GET_KEY]: gone });

    expect(await screen.findByText(OFFER_TEXTS.expired)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take the seat' })).toBeNull();
  });

  it('when the offer expires while the page is open (410 on accept), then it says so', async () => {
    openOffer({ [ACCEPT_KEY]: gone });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Take the seat' }));

    expect(await screen.findByText(OFFER_TEXTS.expired)).toBeVisible();
  });

  it('when the link was already used (404), then it says the link is not valid any more', async () => {
    openOffer({ [GET_KEY]: () => jsonResponse({ message: 'Not found.', code: 'NOT_FOUND' }, 404) });

    expect(await screen.findByText(OFFER_TEXTS.unknown)).toBeVisible();
  });
});
