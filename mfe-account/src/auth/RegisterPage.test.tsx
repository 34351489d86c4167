/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import { loadPasswordEstimator, registerSchema } from '@mealprep/shared/validation';
import { customerProfile } from '@mealprep/shared/testing';
import { renderAuthPage, type RenderedAuthPage } from '../testing/renderAuthPage';
import { startTestApi, validationFailure, type TestApi } from '../testing/testApi';

const TAKEN = 'taken@example.my';
/** The API refuses two of its fields. */
const TWICE = 'twice@example.my';

/** A required field's label ends with a "*" that is hidden from assistive technology. */
const label = (text: string) => new RegExp(`^${text}\\*?$`);
const field = (text: string) => screen.getByLabelText(label(text));
let api: TestApi;

// Typing a form of a dozen fields, one key at a time, takes a few seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

// zxcvbn's dictionary loads once per test file, seconds in jsdom on a busy machine: loaded up
// front, so each test's waits are for the page (the meter calls the same loader).
beforeAll(() => loadPasswordEstimator(), 60_000);

beforeEach(async () => {
  api = await startTestApi({
    'POST /api/v1/auth/register': async ({ body, locale }) => {
      // The API validates with the same schema before anything else.
      await registerSchema.validate(body, { abortEarly: false });
      const form = body as { email: string; first_name: string; last_name: string };
      if (form.email.toLowerCase() === TAKEN)
        return validationFailure(locale, { email: [{ key: 'validation.emailTaken' }] });
      if (form.email.toLowerCase() === TWICE)
        return validationFailure(locale, {
          email: [{ key: 'validation.emailTaken' }],
          phone_no: [{ key: 'validation.phone' }],
        });
      return {
        status: 201,
        body: {
          data: customerProfile({
            email: form.email,
            first_name: form.first_name,
            last_name: form.last_name,
          }),
        },
      };
    },
  });
});

afterEach(() => api.close());

/** Fills the form as a visitor would, in Bahasa Malaysia. */
async function fillValidForm({ user }: RenderedAuthPage, email: string) {
  await user.type(await screen.findByLabelText(label('E-mel')), email);
  await user.type(field('Kata laluan'), 'sedap-makan-2026');
  await user.type(field('Sahkan kata laluan'), 'sedap-makan-2026');
  await user.type(field('Nama pertama'), 'Nur');
  await user.type(field('Nama akhir'), 'Aisyah');
  await user.type(field('Nombor telefon'), '012-345 6789');
  await user.type(field('Tarikh lahir'), '14/03/1995');
  await user.click(screen.getByRole('radio', { name: 'Perempuan' }));
}

describe('register page', () => {
  it('offers every field of the form with its autocomplete, Malaysia preselected', async () => {
    renderAuthPage('/auth/register');
    // The first render of the file also loads the page's module: allow for a busy machine.
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const expected: [text: string, autocomplete: string][] = [
      ['E-mel', 'email'],
      ['Kata laluan', 'new-password'],
      ['Sahkan kata laluan', 'new-password'],
      ['Nama pertama', 'given-name'],
      ['Nama akhir', 'family-name'],
      ['Nombor telefon', 'tel'],
      ['Tarikh lahir', 'bday'],
    ];
    for (const [text, autocomplete] of expected)
      expect(await screen.findByLabelText(label(text))).toHaveAttribute(
        'autocomplete',
        autocomplete,
      );
    // Day before month, as Malaysians write it: no native date input, which Chromium lays out
    // in the browser's language (mm/dd/yyyy) whatever the page says.
    expect(field('Tarikh lahir')).not.toHaveAttribute('type', 'date');
    expect(field('Tarikh lahir')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Tarikh lahir')).toHaveAccessibleDescription('Hari/bulan/tahun, cth. 14/03/1995.');
    expect(field('Nombor telefon')).toHaveAccessibleDescription(
      'Nombor Malaysia, cth. 012-345 6789.',
    );
    const gender = screen.getByRole('radiogroup', { name: 'Jantina' });
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['M', 'F']);
    const country = screen.getByRole('combobox', { name: 'Negara' });
    expect(country).toHaveValue('MY');
    expect(within(country).getAllByRole('option')).toHaveLength(1);
  });

  it('shows every required field in Bahasa Malaysia and focuses the e-mail first', async () => {
    const page = renderAuthPage('/auth/register', { baseURL: api.baseURL });
    await page.user.click(await screen.findByRole('button', { name: 'Daftar akaun' }));

    const email = field('E-mel');
    await waitFor(() => expect(email).toHaveFocus());
    for (const text of [
      'E-mel',
      'Kata laluan',
      'Sahkan kata laluan',
      'Nama pertama',
      'Nama akhir',
      'Tarikh lahir',
    ])
      expect(field(text)).toHaveAccessibleDescription(
        expect.stringContaining('Medan ini diperlukan.'),
      );
    expect(screen.getByRole('radiogroup', { name: 'Jantina' })).toHaveAccessibleDescription(
      'Medan ini diperlukan.',
    );
    expect(api.requests).toEqual([]);
  });

  it('puts a mismatching confirmation on the confirmation field and focuses it', async () => {
    const page = renderAuthPage('/auth/register', { baseURL: api.baseURL });
    await fillValidForm(page, 'nur@example.my');
    const confirmation = field('Sahkan kata laluan');
    await page.user.clear(confirmation);
    await page.user.type(confirmation, 'sedap-makan-2025');
    await page.user.click(screen.getByRole('button', { name: 'Daftar akaun' }));

    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation).toHaveAccessibleDescription('Pengesahan kata laluan tidak sepadan.');
    expect(field('Kata laluan')).toBeValid();
    expect(api.requests).toEqual([]);
  });

  it('reads the date of birth day first, and says how to write one that is no date', async () => {
    const page = renderAuthPage('/auth/register', { baseURL: api.baseURL });
    await fillValidForm(page, 'nur@example.my');
    const birth = field('Tarikh lahir');
    await page.user.clear(birth);
    await page.user.type(birth, '31/02/1995');
    await page.user.click(screen.getByRole('button', { name: 'Daftar akaun' }));

    await waitFor(() => expect(birth).toHaveFocus());
    expect(birth).toHaveAccessibleDescription(
      'Hari/bulan/tahun, cth. 14/03/1995. Masukkan tarikh sebenar sebagai hari/bulan/tahun, cth. 14/03/1995.',
    );
    expect(api.requests).toEqual([]);

    await page.user.clear(birth);
    await page.user.type(birth, '3/4/1995');
    await page.user.click(screen.getByRole('button', { name: 'Daftar akaun' }));
    await waitFor(() => expect(page.signedIn).toHaveLength(1));
    expect(api.requests[0]?.body).toMatchObject({ date_of_birth: '1995-04-03' });
  });

  it('focuses the first field in error in document order, not in schema order', async () => {
    const page = renderAuthPage('/auth/register', { baseURL: api.baseURL });
    await fillValidForm(page, 'nur@example.my');
    await page.user.clear(field('Nombor telefon'));
    await page.user.type(field('Nombor telefon'), '12345');
    await page.user.clear(field('Nama akhir'));
    await page.user.click(screen.getByRole('button', { name: 'Daftar akaun' }));

    await waitFor(() => expect(field('Nama akhir')).toHaveFocus());
    expect(field('Nombor telefon')).toHaveAccessibleDescription(
      expect.stringContaining('Masukkan nombor telefon Malaysia yang sah'),
    );
  });

  it('shows how strong the password is, and refuses a common one on its field', async () => {
    const page = renderAuthPage('/auth/register');
    await page.user.type(await screen.findByLabelText(label('Kata laluan')), 'password1234');
    const meter = await screen.findByRole('meter', {
      name: 'Kekuatan kata laluan: terlalu mudah diteka',
    });
    expect(meter).toHaveAttribute('aria-valuetext', 'terlalu mudah diteka');
    await page.user.click(screen.getByRole('button', { name: 'Daftar akaun' }));
    await waitFor(() =>
      expect(field('Kata laluan')).toHaveAccessibleDescription(
        expect.stringContaining('Kata laluan ini terlalu biasa atau mudah diteka.'),
      ),
    );
    await page.user.clear(field('Kata laluan'));
    await page.user.type(field('Kata laluan'), 'Plum-tree-river-42');
    expect(await screen.findByText('Kekuatan kata laluan: kuat')).toBeInTheDocument();
  });

  it('shows the server refusing a registered e-mail on the e-mail field', async () => {
    const page = renderAuthPage('/auth/register', { baseURL: api.baseURL });
    await fillValidForm(page, TAKEN);
    await page.user.click(screen.getByRole('button', { name: 'Daftar akaun' }));

    const email = field('E-mel');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Alamat e-mel ini telah didaftarkan.');
    // One field in error says it all: no general sentence above it (finding 11).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(page.signedIn).toEqual([]);
    expect(page.toasts).toEqual([]);
  });

  it('says how many fields to correct when the server refuses several', async () => {
    const page = renderAuthPage('/auth/register', { baseURL: api.baseURL });
    await fillValidForm(page, TWICE);
    await page.user.click(screen.getByRole('button', { name: 'Daftar akaun' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Sila betulkan 2 medan yang ditandakan di bawah\.$/,
    );
    await waitFor(() => expect(field('E-mel')).toHaveFocus());
    expect(field('Nombor telefon')).toHaveAccessibleDescription(
      expect.stringContaining('Masukkan nombor telefon Malaysia yang sah'),
    );
  });

  it('registers: sends the whole form and emits auth.signedIn with the new profile', async () => {
    const page = renderAuthPage('/auth/register', { baseURL: api.baseURL });
    await fillValidForm(page, 'nur@example.my');
    await page.user.click(screen.getByRole('button', { name: 'Daftar akaun' }));

    await waitFor(() => expect(page.signedIn).toHaveLength(1));
    expect(page.signedIn[0]?.profile).toMatchObject({
      email: 'nur@example.my',
      first_name: 'Nur',
      last_name: 'Aisyah',
    });
    expect(api.requests[0]?.body).toEqual({
      email: 'nur@example.my',
      password: 'sedap-makan-2026',
      password_confirmation: 'sedap-makan-2026',
      first_name: 'Nur',
      last_name: 'Aisyah',
      phone_no: '012-345 6789',
      date_of_birth: '1995-03-14',
      gender: 'F',
      country_code: 'MY',
    });
  });
});
