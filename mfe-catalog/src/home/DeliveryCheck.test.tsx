import { screen, waitFor, within } from '@testing-library/react';
import type { DeliveryArea } from '@mealprep/shared/checkout/contracts';
import type { Locale } from '@mealprep/shared/i18n';
import { menuPage } from '../testing/fixtures';
import { renderCatalogPage } from '../testing/renderCatalogPage';
import { startTestApi, type TestApi, type TestApiAnswer } from '../testing/testApi';

const pickup = {
  name: 'MealPrep MY kitchen',
  address: '12, Jalan SS 7/19, Kelana Jaya, 47301 Petaling Jaya, Selangor',
};

function area(overrides: Partial<DeliveryArea>): DeliveryArea {
  return {
    place: { name: 'Petaling Jaya', city: 'Petaling Jaya', state: 'Selangor', postcode: '47300' },
    in_area: true,
    radius_km: 30,
    distance_km: 2.9,
    delivery_fee: { min: '5.00', max: '9.40' },
    free_delivery_from: '150.00',
    pickup,
    ...overrides,
  };
}

/** What the API answers each place (api/src/routes/delivery-area), in the caller's language. */
const answers: Record<string, (locale: Locale) => TestApiAnswer> = {
  '47300': () => ({ status: 200, body: { data: area({}) } }),
  'Kota Kinabalu': () => ({
    status: 200,
    body: {
      data: area({
        place: { name: 'Kota Kinabalu', city: 'Kota Kinabalu', state: 'Sabah', postcode: '' },
        in_area: false,
        distance_km: 1635.5,
        delivery_fee: null,
      }),
    },
  }),
  Bangsar: () => ({
    status: 200,
    body: {
      data: area({
        place: {
          name: 'Bangsar',
          city: 'Kuala Lumpur',
          state: 'W.P. Kuala Lumpur',
          postcode: '59100',
        },
        delivery_fee: null,
      }),
    },
  }),
  Zzyzx: (locale) => ({
    status: 422,
    body: {
      error: true,
      message:
        locale === 'ms-MY' ? 'Data yang diberikan tidak sah.' : 'The given data was invalid.',
      errors: {
        q: [
          locale === 'ms-MY'
            ? 'Kami tidak menjumpai “Zzyzx”. Masukkan poskod 5 digit atau nama penuh bandar atau kawasan anda, cth. 47300 atau Petaling Jaya.'
            : 'We couldn’t find “Zzyzx”. Enter a 5-digit postcode or the full name of your town or area, e.g. 47300 or Petaling Jaya.',
        ],
      },
    },
  }),
  '': () => ({
    status: 422,
    body: {
      error: true,
      message: 'The given data was invalid.',
      errors: { q: ['This field is required.'] },
    },
  }),
  Klang: () => ({
    status: 429,
    body: {
      error: true,
      message: 'Too many attempts. Please try again in 42 seconds.',
      errors: {},
    },
  }),
};

let api: TestApi;

beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/page_management/home': () => ({ status: 200, body: { data: [] } }),
    'GET /api/v1/menu': () => ({ status: 200, body: menuPage([]) }),
    'GET /api/v1/delivery_area': ({ query, locale }) =>
      answers[query.get('q') ?? '']?.(locale) ?? { status: 500 },
  });
});

afterEach(() => api.close());

function renderPage(path: string, locale: Locale = 'en-US') {
  return renderCatalogPage(path, { locale, baseURL: api.baseURL });
}

const checks = () => api.requests.filter((request) => request.path === '/api/v1/delivery_area');

describe('Do you deliver to me?', () => {
  it('answers a postcode in the area with the fee range in ringgit, read out politely', async () => {
    const { user } = renderPage('/');
    const check = await screen.findByRole('region', { name: 'Do you deliver to me?' });
    const answer = within(check).getByRole('status');
    expect(answer).toBeEmptyDOMElement();
    await user.type(within(check).getByRole('textbox', { name: 'Postcode or town' }), '47300');
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(answer).toHaveTextContent(
        'Yes, we deliver to Petaling Jaya, Selangor.' +
          'Delivery costs RM 5.00 to RM 9.40, depending on the time you order and how many riders are free. Checkout shows your exact fee.' +
          'Delivery is free on orders of RM 150.00 or more.',
      ),
    );
    expect(checks().map((request) => request.query.get('q'))).toEqual(['47300']);
    expect(within(check).getByRole('textbox', { name: 'Postcode or town' })).toBeValid();
  });

  it('says a place outside the area is outside and offers self pickup at the kitchen', async () => {
    const { user } = renderPage('/');
    const check = await screen.findByRole('region', { name: 'Do you deliver to me?' });
    await user.type(
      within(check).getByRole('textbox', { name: 'Postcode or town' }),
      '  Kota Kinabalu ',
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(check).getByRole('status')).toHaveTextContent(
        'Sorry, Kota Kinabalu, Sabah is outside our delivery area (up to 30 km from our kitchen).' +
          'Self pickup is available at MealPrep MY kitchen, 12, Jalan SS 7/19, Kelana Jaya, 47301 Petaling Jaya, Selangor.',
      ),
    );
    // Sent as typed, without the spaces around it.
    expect(checks().map((request) => request.query.get('q'))).toEqual(['Kota Kinabalu']);
  });

  it('leaves the fee to checkout when the courier prices each delivery live', async () => {
    const { user } = renderPage('/');
    const check = await screen.findByRole('region', { name: 'Do you deliver to me?' });
    await user.type(within(check).getByRole('textbox', { name: 'Postcode or town' }), 'Bangsar');
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(check).getByRole('status')).toHaveTextContent(
        'Yes, we deliver to Bangsar, W.P. Kuala Lumpur.Checkout shows your delivery fee.',
      ),
    );
    expect(within(check).getByRole('status')).not.toHaveTextContent('RM 5.00');
  });

  it('marks the field invalid with the API’s reason for an unknown place, then answers the next', async () => {
    const { user } = renderPage('/');
    const check = await screen.findByRole('region', { name: 'Do you deliver to me?' });
    const field = within(check).getByRole('textbox', { name: 'Postcode or town' });
    await user.type(field, 'Zzyzx');
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    const reason =
      'We couldn’t find “Zzyzx”. Enter a 5-digit postcode or the full name of your town or area, e.g. 47300 or Petaling Jaya.';
    await waitFor(() => expect(field).toBeInvalid());
    expect(field).toHaveAccessibleDescription(reason);
    expect(within(check).getByRole('status')).toHaveTextContent(reason);

    await user.clear(field);
    await user.type(field, '47300');
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(check).getByRole('status')).toHaveTextContent(
        'Yes, we deliver to Petaling Jaya, Selangor.',
      ),
    );
    expect(field).toBeValid();
    expect(field).not.toHaveAccessibleDescription(reason);
  });

  it('shows the API’s answer to an empty field and to too many checks, asking again on Check', async () => {
    const { user } = renderPage('/');
    const check = await screen.findByRole('region', { name: 'Do you deliver to me?' });
    const field = within(check).getByRole('textbox', { name: 'Postcode or town' });
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('This field is required.'));

    await user.type(field, 'Klang');
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(check).getByRole('status')).toHaveTextContent(
        'Too many attempts. Please try again in 42 seconds.',
      ),
    );
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(checks().filter((request) => request.query.get('q') === 'Klang')).toHaveLength(2),
    );
  });

  it('says so when the check itself fails, without the server’s words', async () => {
    const { user } = renderPage('/');
    const check = await screen.findByRole('region', { name: 'Do you deliver to me?' });
    // The test API answers 500 for a place it has no answer for.
    await user.type(within(check).getByRole('textbox', { name: 'Postcode or town' }), 'Ipoh');
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(check).getByRole('status')).toHaveTextContent(
        'We could not check that just now. Please try again.',
      ),
    );
  });

  it('asks and answers in Bahasa Malaysia, money in the same MYR format', async () => {
    const { user } = renderPage('/ms-MY', 'ms-MY');
    const check = await screen.findByRole('region', {
      name: 'Adakah kami menghantar ke tempat anda?',
    });
    const field = within(check).getByRole('textbox', { name: 'Poskod atau bandar' });
    await user.type(field, '47300');
    await user.click(within(check).getByRole('button', { name: 'Semak' }));
    await waitFor(() =>
      expect(within(check).getByRole('status')).toHaveTextContent(
        'Ya, kami menghantar ke Petaling Jaya, Selangor.' +
          'Caj penghantaran antara RM 5.00 hingga RM 9.40, bergantung pada masa anda memesan dan bilangan penunggang yang ada. Caj tepat anda ditunjukkan semasa daftar keluar.' +
          'Penghantaran percuma untuk pesanan RM 150.00 ke atas.',
      ),
    );
    await user.clear(field);
    await user.type(field, 'Zzyzx');
    await user.click(within(check).getByRole('button', { name: 'Semak' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Kami tidak menjumpai “Zzyzx”. Masukkan poskod 5 digit atau nama penuh bandar atau kawasan anda, cth. 47300 atau Petaling Jaya.',
      ),
    );
    await user.clear(field);
    await user.type(field, 'Kota Kinabalu');
    await user.click(within(check).getByRole('button', { name: 'Semak' }));
    await waitFor(() =>
      expect(within(check).getByRole('status')).toHaveTextContent(
        'Maaf, Kota Kinabalu, Sabah berada di luar kawasan penghantaran kami (sehingga 30 km dari dapur kami).' +
          'Anda boleh ambil sendiri di MealPrep MY kitchen, 12, Jalan SS 7/19, Kelana Jaya, 47301 Petaling Jaya, Selangor.',
      ),
    );
  });

  it('sits at the top of the food menu, before its tabs', async () => {
    const { user } = renderPage('/food-menu');
    const check = await screen.findByRole('region', { name: 'Do you deliver to me?' });
    const tabs = screen.getByRole('navigation', { name: 'Menu sections' });
    expect(check.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(within(check).getByRole('textbox', { name: 'Postcode or town' }), '47300');
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(check).getByRole('status')).toHaveTextContent(
        'Yes, we deliver to Petaling Jaya, Selangor.',
      ),
    );
  });
});
