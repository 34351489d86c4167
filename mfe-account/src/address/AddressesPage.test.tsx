/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import type { ConfirmPayload } from '@mealprep/shared/bus';
import type { Address, AddressSuggestion } from '@mealprep/shared/account/contracts';
import { profileLoaded } from '@mealprep/shared/store';
import { customerProfile, labelInNameMismatches } from '@mealprep/shared/testing';
import { renderAuthPage } from '../testing/renderAuthPage';
import { withSaved } from './api';
import { startTestApi, type TestApi } from '../testing/testApi';

const SS2: AddressSuggestion = {
  id: 'Selangor|Petaling Jaya|47300|Petaling Jaya|0',
  address_1: '12 Jalan SS2/24',
  city: 'Petaling Jaya',
  state: 'Selangor',
  postcode: '47300',
  country: 'MY',
  latitude: 3.10726,
  longitude: 101.60671,
  precision: 'place',
};

const saved: Address = {
  id: 7,
  first_name: 'Siti',
  last_name: 'Aminah',
  unit_no: null,
  address_1: 'Shah Alam',
  address_2: null,
  state: 'Selangor',
  city: 'Shah Alam',
  postcode: '40000',
  country: 'MY',
  latitude: 3.08507,
  longitude: 101.53281,
  phone: '0123456789',
  is_default: true,
};

// Typing into a form of a dozen fields, one key at a time, takes a few seconds in jsdom.
jest.setTimeout(20_000);

/** A place of several postcodes: the suggestion has none, the customer types it. */
const BANGSAR_STREET: AddressSuggestion = {
  id: 'W.P. Kuala Lumpur|Kuala Lumpur||Kuala Lumpur|0',
  address_1: 'Jalan Telawi 3',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
  postcode: '',
  country: 'MY',
  latitude: 3.1412,
  longitude: 101.68653,
  precision: 'place',
};

let api: TestApi;
let book: Address[];
/** What the suggestions answer for a query (a test may answer otherwise). */
let suggestionsFor: (q: string) => AddressSuggestion[];

beforeEach(async () => {
  book = [];
  suggestionsFor = (q) =>
    q.includes('ss2') ? [SS2] : q.includes('telawi') ? [BANGSAR_STREET] : [];
  api = await startTestApi({
    'GET /api/v1/user/address': () => ({ status: 200, body: { data: book } }),
    'GET /api/v1/address/suggest': ({ query }) => ({
      status: 200,
      body: { data: suggestionsFor((query.get('q') ?? '').toLowerCase()) },
    }),
    'POST /api/v1/user/address': ({ body }) => {
      // The API's postcode check (api/src/address/postcodes.ts), as it answers this one case.
      if ((body as Address).postcode === '47300' && (body as Address).city === 'Kuala Lumpur') {
        return {
          status: 422,
          body: {
            error: true,
            message: 'Some details need correcting: see the message at each field.',
            errors: {
              postcode: [
                '47300 is not a postcode of Kuala Lumpur. It belongs to Petaling Jaya, Selangor.',
              ],
            },
          },
        };
      }
      const address = { ...(body as Address), id: 9, is_default: true };
      book = [address];
      return { status: 201, body: { data: address } };
    },
    'POST /api/v1/user/address/8': ({ body }) => {
      book = book.map((entry) =>
        entry.id === 8 ? { ...entry, is_default: true } : { ...entry, is_default: false },
      );
      return { status: 200, body: { data: body } };
    },
  });
});

afterEach(() => api.close());

async function fillNames(page: ReturnType<typeof renderAuthPage>) {
  await page.user.type(await screen.findByLabelText(/^First name/), 'Siti');
  await page.user.type(screen.getByLabelText(/^Last name/), 'Aminah');
  await page.user.type(screen.getByLabelText(/^Phone number/), '012-345 6789');
}

describe('address form', () => {
  it('fills the address from the chosen suggestion and saves its coordinates', async () => {
    const page = renderAuthPage('/account/address', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByRole('heading', { name: 'No address yet' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Add an address' }));
    await fillNames(page);
    const line1 = screen.getByRole('combobox', { name: /^Address line 1/ });
    await page.user.type(line1, '12 Jalan SS2/24, Petaling Jaya');
    const option = await screen.findByRole(
      'option',
      { name: /12 Jalan SS2\/24/ },
      { timeout: 4000 },
    );
    expect(line1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 suggestion');
    await page.user.click(option);

    expect(line1).toHaveValue('12 Jalan SS2/24');
    expect(line1).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('47300');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Petaling Jaya');
    expect(screen.getByLabelText(/^State/)).toHaveValue('Selangor');

    // The saved address shows at once: the empty state never flashes between form and list.
    let emptyStateShown = false;
    const watcher = new MutationObserver(() => {
      if (screen.queryByRole('heading', { name: 'No address yet' })) emptyStateShown = true;
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    await page.user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByRole('list', { name: 'My addresses' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    watcher.disconnect();
    expect(emptyStateShown).toBe(false);
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      first_name: 'Siti',
      address_1: '12 Jalan SS2/24',
      postcode: '47300',
      latitude: 3.10726,
      longitude: 101.60671,
      is_default: 0,
    });
    expect(page.toasts).toEqual([{ variant: 'success', description: 'Address saved.' }]);
  });

  it('picks with the keyboard: arrow down, then Enter', async () => {
    const page = renderAuthPage('/account/address', { locale: 'en-US', baseURL: api.baseURL });
    await page.user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const line1 = await screen.findByRole('combobox', { name: /^Address line 1/ });
    await page.user.type(line1, '12 Jalan SS2/24');
    await screen.findByRole('option', { name: /12 Jalan SS2\/24/ }, { timeout: 4000 });
    await page.user.keyboard('{ArrowDown}');
    expect(line1).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /12 Jalan SS2\/24/ }).id,
    );
    await page.user.keyboard('{Enter}');
    expect(line1).toHaveValue('12 Jalan SS2/24');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Petaling Jaya');
  });

  it('keeps the street as typed when the suggestion’s line drops or respells a word of it', async () => {
    // docs/architecture.md §9.7: a suggestion adds city, state, postcode and coordinates only.
    // Answered once the postcode is typed: a line a word short, and one spelt otherwise.
    suggestionsFor = (q) =>
      q.endsWith('47300')
        ? [
            { ...SS2, id: 'short', address_1: q.split(' ').slice(0, 2).join(' ') },
            { ...SS2, id: 'respelt', address_1: 'Jln SS 2' },
          ]
        : [];
    const page = renderAuthPage('/account/address', { locale: 'en-US', baseURL: api.baseURL });
    await page.user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const line1 = await screen.findByRole('combobox', { name: /^Address line 1/ });
    // The street, and which of the two lines is picked.
    const streets = [
      ['12 Jalan SS2', 0],
      ['3 Jalan Tun Razak', 1],
      ['5 Lorong Kuching', 0],
      ['8 Jalan Telawi 3, Bangsar', 1],
    ] as const;
    for (const [street, index] of streets) {
      await page.user.clear(line1);
      await page.user.type(line1, `${street}, Petaling Jaya 47300`);
      const shown =
        index === 0 ? street.toLowerCase().split(' ').slice(0, 2).join(' ') : 'Jln SS 2';
      const option = await screen.findByRole(
        'option',
        { name: (name) => name.startsWith(shown) },
        { timeout: 4000 },
      );
      await page.user.click(option);
      expect(line1).toHaveValue(street);
      expect(screen.getByLabelText(/^City/)).toHaveValue('Petaling Jaya');
      expect(screen.getByLabelText(/^Postcode/)).toHaveValue('47300');
    }
  });

  it('puts the address note on address line 1 when no suggestion was chosen, in Bahasa Malaysia', async () => {
    const page = renderAuthPage('/account/address', { baseURL: api.baseURL });
    await page.user.click(await screen.findByRole('button', { name: 'Tambah alamat' }));
    await page.user.type(await screen.findByLabelText(/^Nama pertama/), 'Siti');
    await page.user.type(screen.getByLabelText(/^Nama akhir/), 'Aminah');
    await page.user.type(screen.getByLabelText(/^Nombor telefon/), '0123456789');
    const line1 = screen.getByRole('combobox', { name: /^Alamat baris 1/ });
    await page.user.type(line1, 'Jalan Entah Di Mana');
    await page.user.type(screen.getByLabelText(/^Poskod/), '47300');
    await page.user.type(screen.getByLabelText(/^Bandar/), 'Petaling Jaya');
    await page.user.type(screen.getByLabelText(/^Negeri/), 'Selangor');
    await page.user.click(screen.getByRole('button', { name: 'Simpan alamat' }));

    await waitFor(() => expect(line1).toHaveFocus());
    expect(line1).toBeInvalid();
    expect(line1).toHaveAccessibleDescription(
      expect.stringContaining(
        'Sila pilih alamat anda daripada cadangan supaya kami dapat mencarinya di peta.',
      ),
    );
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('makes another address the default by re-saving it with is_default 1', async () => {
    book = [saved, { ...saved, id: 8, address_1: 'Ipoh', city: 'Ipoh', is_default: false }];
    const page = renderAuthPage('/account/address', { locale: 'en-US', baseURL: api.baseURL });
    const ipoh = await screen.findByRole('article', { name: /Ipoh/ });
    // The name starts with the words on the button (2.5.3), then says which address.
    expect(labelInNameMismatches(document.body)).toEqual([]);
    await page.user.click(within(ipoh).getByRole('button', { name: 'Make default: Ipoh' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: /Ipoh/ })).getByText('Default'),
      ).toBeVisible(),
    );
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/v1/user/address/8');
    expect(post?.body).toMatchObject({ is_default: 1, latitude: saved.latitude });
  });
});

describe('deleting an address', () => {
  it('asks with the address named, and a dismiss button that keeps it', async () => {
    book = [saved, { ...saved, id: 8, address_1: 'Ipoh', city: 'Ipoh', is_default: false }];
    const page = renderAuthPage('/account/address', { locale: 'ms-MY', baseURL: api.baseURL });
    const confirms: ConfirmPayload[] = [];
    page.bus.on('confirm.open', (payload) => confirms.push(payload));
    const ipoh = await screen.findByRole('article', { name: /Ipoh/ });
    await page.user.click(within(ipoh).getByRole('button', { name: 'Padam Ipoh' }));

    expect(confirms).toEqual([
      expect.objectContaining({
        title: 'Padam alamat Ipoh, 40000 Ipoh, Selangor?',
        confirmTitle: 'Padam alamat',
        cancelTitle: 'Kekalkan alamat',
      }),
    ]);
    expect(api.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });
});

describe('adding an address for the signed-in customer', () => {
  it('starts with the customer’s name and phone, which stay editable', async () => {
    const page = renderAuthPage('/account/address', { locale: 'en-US', baseURL: api.baseURL });
    page.store.dispatch(
      profileLoaded(
        customerProfile({ first_name: 'Nur', last_name: 'Aisyah', phone_no: '0198765432' }),
      ),
    );
    await page.user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = await screen.findByRole('form', { name: 'Add an address' });
    expect(within(form).getByRole('textbox', { name: /^First name/ })).toHaveValue('Nur');
    expect(within(form).getByRole('textbox', { name: /^Last name/ })).toHaveValue('Aisyah');
    const phone = within(form).getByRole('textbox', { name: /^Phone number/ });
    expect(phone).toHaveValue('0198765432');
    await page.user.clear(phone);
    await page.user.type(phone, '012-345 6789');
    await page.user.type(within(form).getByRole('combobox', { name: /^Address line 1/ }), 'ss2');
    await page.user.click(
      await screen.findByRole('option', { name: /12 Jalan SS2\/24/ }, { timeout: 4000 }),
    );
    await page.user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        first_name: 'Nur',
        last_name: 'Aisyah',
        phone: '012-345 6789',
      }),
    );
  });

  it('asks for the postcode when the suggestion has none, and shows the API’s refusal on it', async () => {
    const page = renderAuthPage('/account/address', { locale: 'en-US', baseURL: api.baseURL });
    page.store.dispatch(profileLoaded(customerProfile()));
    await page.user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const line1 = await screen.findByRole('combobox', { name: /^Address line 1/ });
    await page.user.type(line1, 'Jalan Telawi');
    const option = await screen.findByRole(
      'option',
      { name: 'Jalan Telawi 3 Kuala Lumpur, W.P. Kuala Lumpur' },
      { timeout: 4000 },
    );
    await page.user.click(option);
    const postcode = screen.getByRole('textbox', { name: /^Postcode/ });
    expect(postcode).toHaveValue('');
    expect(postcode).toHaveAccessibleDescription(
      'Type your postcode: Kuala Lumpur has more than one.',
    );
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Kuala Lumpur');
    await page.user.type(postcode, '47300');
    await page.user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(postcode).toBeInvalid();
    expect(postcode).toHaveAccessibleDescription(
      expect.stringContaining(
        '47300 is not a postcode of Kuala Lumpur. It belongs to Petaling Jaya, Selangor.',
      ),
    );
    expect(screen.getByRole('form', { name: 'Add an address' })).toBeInTheDocument();
  });
});

describe('adding an address from checkout', () => {
  it('opens the form at once and goes back to checkout with the new address, keeping /ms-MY', async () => {
    const page = renderAuthPage('/account/address?new=1&redirect=%2Fcheckout', {
      baseURL: api.baseURL,
    });
    page.store.dispatch(profileLoaded(customerProfile()));
    const form = await screen.findByRole('form', { name: 'Tambah alamat' });
    expect(within(form).getByRole('textbox', { name: /^Nama pertama/ })).toHaveValue('Siti');
    await page.user.type(within(form).getByRole('combobox', { name: /^Alamat baris 1/ }), 'ss2');
    await page.user.click(
      await screen.findByRole('option', { name: /12 Jalan SS2\/24/ }, { timeout: 4000 }),
    );
    await page.user.click(within(form).getByRole('button', { name: 'Simpan alamat' }));
    await waitFor(() => expect(page.location().pathname).toBe('/ms-MY/checkout'));
    expect(page.location().search).toBe('?address=9');
  });

  it('starts the form checkout opened with the customer’s name and phone, editable, and the first address as the default', async () => {
    const page = renderAuthPage('/account/address?new=1&redirect=%2Fcheckout', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    page.store.dispatch(
      profileLoaded(
        customerProfile({ first_name: 'Nur', last_name: 'Aisyah', phone_no: '0198765432' }),
      ),
    );
    const form = await screen.findByRole('form', { name: 'Add an address' });
    const first = within(form).getByRole('textbox', { name: /^First name/ });
    expect(first).toHaveValue('Nur');
    expect(within(form).getByRole('textbox', { name: /^Last name/ })).toHaveValue('Aisyah');
    expect(within(form).getByRole('textbox', { name: /^Phone number/ })).toHaveValue('0198765432');
    // The customer has no address yet: this one becomes the default, whatever the box.
    const makeDefault = within(form).getByRole('checkbox', { name: 'Use as my default address' });
    expect(makeDefault).toBeChecked();
    expect(makeDefault).toBeDisabled();

    // Someone else receives this parcel: the prefilled name gives way to theirs.
    await page.user.clear(first);
    await page.user.type(first, 'Hafiz');
    await page.user.type(within(form).getByRole('combobox', { name: /^Address line 1/ }), 'ss2');
    await page.user.click(
      await screen.findByRole('option', { name: /12 Jalan SS2\/24/ }, { timeout: 4000 }),
    );
    await page.user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(page.location().pathname).toBe('/checkout'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      first_name: 'Hafiz',
      last_name: 'Aisyah',
      phone: '0198765432',
    });
  });

  it('goes back to checkout without an address on cancel', async () => {
    const page = renderAuthPage('/account/address?new=1&redirect=%2Fcheckout', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    await page.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(page.location().pathname).toBe('/checkout');
    expect(page.location().search).toBe('');
  });

  it('stays on the address book for a return path to another site', async () => {
    const page = renderAuthPage('/account/address?new=1&redirect=%2F%2Fevil.example', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const form = await screen.findByRole('form', { name: 'Add an address' });
    await page.user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Siti');
    await page.user.type(within(form).getByRole('textbox', { name: /^Last name/ }), 'Aminah');
    await page.user.type(
      within(form).getByRole('textbox', { name: /^Phone number/ }),
      '0123456789',
    );
    await page.user.type(within(form).getByRole('combobox', { name: /^Address line 1/ }), 'ss2');
    await page.user.click(
      await screen.findByRole('option', { name: /12 Jalan SS2\/24/ }, { timeout: 4000 }),
    );
    await page.user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByRole('list', { name: 'My addresses' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(page.location().pathname).toBe('/account/address');
  });
});

describe('withSaved', () => {
  const home = { ...saved, id: 1, is_default: true };
  const office = { ...saved, id: 2, is_default: false };

  it('adds a new address where the server lists it: after the default, or first as the default', () => {
    const added = { ...saved, id: 3, is_default: false };
    expect(withSaved([home, office], added).map((a) => a.id)).toEqual([1, 3, 2]);
    const newDefault = { ...saved, id: 3, is_default: true };
    expect(withSaved([home, office], newDefault)).toEqual([
      newDefault,
      { ...home, is_default: false },
      office,
    ]);
  });

  it('replaces an edited address in place', () => {
    const edited = { ...office, address_1: 'Menara KL' };
    expect(withSaved([home, office], edited)).toEqual([home, edited]);
  });
});
