/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { customerProfile } from '@mealprep/shared/testing';
import { profileLoaded, selectProfile } from '@mealprep/shared/store';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, validationFailure, type TestApi } from '../testing/testApi';

function openProfile(locale?: 'en-US') {
  const page = renderAuthPage('/account/profile', locale ? { locale } : {});
  act(() => {
    page.store.dispatch(profileLoaded(customerProfile()));
  });
  return page;
}

describe('profile picture picker', () => {
  it('is a labelled button in the tab order; choosing a picture shows it before upload', async () => {
    const { user } = openProfile('en-US');
    const input = await screen.findByLabelText('Choose a picture', {}, { timeout: 5000 });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Choose a picture').tagName).toBe('LABEL');
    expect(input).toHaveAccessibleDescription(
      'PNG, JPEG or WebP, up to 2 MB. No picture chosen yet.',
    );
    expect(screen.queryByRole('img', { name: 'Preview of the new profile picture' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload picture' })).toBeNull();

    await user.upload(input, new File(['\x89PNG'], 'me.png', { type: 'image/png' }));

    const preview = await screen.findByRole('img', { name: 'Preview of the new profile picture' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('Chosen: me.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep the current picture' }));
    expect(screen.queryByRole('img', { name: 'Preview of the new profile picture' })).toBeNull();
    expect(screen.getByText('No picture chosen yet.')).toBeInTheDocument();
    // The first test of the file also loads the page's module.
  }, 15000);

  it('refuses a wrong type or a too-large file with a translated error next to the picker', async () => {
    openProfile();
    const input = await screen.findByLabelText('Pilih gambar', {}, { timeout: 5000 });

    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'nota.txt', { type: 'text/plain' })] },
    });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('Gambar mestilah fail PNG, JPEG atau WebP.'),
      ),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'Pratonton gambar profil baharu' })).toBeNull();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'besar.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('Gambar tidak boleh melebihi 2 MB.'),
      ),
    );
    expect(screen.getByText('Belum ada gambar dipilih.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Muat naik gambar' })).toBeNull();
  });
});

describe('profile details', () => {
  it('asks for the current password only once the e-mail is changed', async () => {
    const { user } = openProfile('en-US');
    const email = await screen.findByLabelText(/^E-mail\*?$/, {}, { timeout: 5000 });
    expect(screen.queryByLabelText(/Current password \(needed to change the e-mail\)/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'new.address@example.my');
    const password = screen.getByLabelText(/^Current password \(needed to change the e-mail\)/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(
      'We will send a link to the new address: the change takes effect once you open it, and your old address is told. Your other devices are logged out.',
    );
  });
});

describe('saving the profile', () => {
  let api: TestApi;
  let saved: Profile;

  beforeEach(async () => {
    saved = customerProfile();
    api = await startTestApi({
      'POST /api/v1/user/profile': ({ body, locale }) => {
        const form = body as Partial<Profile>;
        if (form.first_name === 'X'.repeat(60)) {
          return validationFailure(locale, {
            first_name: [{ key: 'validation.max', values: { max: 50 } }],
          });
        }
        // As the API does: a new e-mail waits for its link to be opened (docs/accounts.md).
        const { email, ...details } = form;
        const pending = email && email !== saved.email ? { pending_email: email } : {};
        saved = { ...saved, ...details, ...pending };
        return { status: 200, body: { data: saved } };
      },
    });
  });

  afterEach(() => api.close());

  function open() {
    const page = renderAuthPage('/account/profile', { locale: 'en-US', baseURL: api.baseURL });
    act(() => {
      page.store.dispatch(profileLoaded(customerProfile()));
    });
    return page;
  }

  it('puts the saved details in the session, so every part shows the new name', async () => {
    const page = open();
    const first = await screen.findByLabelText(/^First name\*?$/, {}, { timeout: 5000 });
    await page.user.clear(first);
    await page.user.type(first, 'Nurul');
    await page.user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(selectProfile(page.store.getState())?.first_name).toBe('Nurul'));
    expect(page.toasts).toEqual([
      { variant: 'success', description: 'Your profile has been saved.' },
    ]);
  });

  it('puts a refusal on its field, without a toast, and keeps the session’s profile', async () => {
    const page = open();
    const first = await screen.findByLabelText(/^First name\*?$/, {}, { timeout: 5000 });
    await page.user.clear(first);
    // The form's own check lets it through (the limit is 100); the API's refusal is shown.
    fireEvent.change(first, { target: { value: 'X'.repeat(60) } });
    await page.user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(first).toHaveAccessibleDescription(/50/));
    expect(page.toasts).toEqual([]);
    expect(selectProfile(page.store.getState())?.first_name).toBe('Siti');
  });

  it('keeps a new e-mail pending: says where the link went, shows the address in use, forgets the password', async () => {
    const page = open();
    const email = await screen.findByLabelText(/^E-mail\*?$/, {}, { timeout: 5000 });
    await page.user.clear(email);
    await page.user.type(email, 'moved@example.my');
    await page.user.type(
      screen.getByLabelText(/^Current password \(needed to change the e-mail\)/),
      'sedap-makan-2026',
    );
    await page.user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(selectProfile(page.store.getState())?.pending_email).toBe('moved@example.my'),
    );
    expect(selectProfile(page.store.getState())?.email).toBe('siti@example.my');
    expect(api.requests.at(-1)?.body).toMatchObject({ current_password: 'sedap-makan-2026' });
    expect(page.toasts).toEqual([
      {
        variant: 'success',
        description:
          'We sent a link to moved@example.my. Your e-mail address changes once you open it.',
      },
    ]);
    expect(email).toHaveValue('siti@example.my');
    expect(
      screen.getByText(
        'Waiting for confirmation: moved@example.my. Open the link we sent there to start using it.',
      ),
    ).toBeInTheDocument();

    await page.user.clear(email);
    await page.user.type(email, 'again@example.my');
    expect(screen.getByLabelText(/^Current password \(needed to change the e-mail\)/)).toHaveValue(
      '',
    );
  });

  it('switches the e-mail setting and keeps it in the session', async () => {
    const page = open();
    const setting = await screen.findByRole(
      'switch',
      { name: /Offers and news/ },
      { timeout: 5000 },
    );
    expect(setting).not.toBeChecked();
    await page.user.click(setting);

    await waitFor(() => expect(setting).toBeChecked());
    expect(selectProfile(page.store.getState())?.email_notifications).toBe(true);
    expect(api.requests.at(-1)?.body).toMatchObject({ email_notifications: true });
  });

  it('turns the delivery reminders off on their own switch (offers unchanged)', async () => {
    const page = open();
    const reminders = await screen.findByRole(
      'switch',
      { name: /Delivery reminders/ },
      { timeout: 5000 },
    );
    expect(reminders).toBeChecked();
    expect(screen.getByText(/receipts, payment and cancellation notices/)).toBeInTheDocument();
    await page.user.click(reminders);

    await waitFor(() => expect(reminders).not.toBeChecked());
    expect(selectProfile(page.store.getState())?.reminder_emails).toBe(false);
    expect(api.requests.at(-1)?.body).toMatchObject({ reminder_emails: false });
    expect(screen.getByRole('switch', { name: /Offers and news/ })).not.toBeChecked();
  });
});

describe('changing the password', () => {
  let api: TestApi;

  beforeEach(async () => {
    api = await startTestApi({
      'POST /api/v1/user/password': ({ body, locale }) => {
        const form = body as { old_password: string };
        if (form.old_password !== 'sedap-makan-2026')
          return validationFailure(locale, {
            old_password: [{ key: 'validation.currentPassword' }],
          });
        return { status: 200, body: { data: { message: 'Password changed' } } };
      },
    });
  });

  afterEach(() => api.close());

  async function fill(page: ReturnType<typeof renderAuthPage>, current: string) {
    const form = await screen.findByRole('form', { name: 'Change password' }, { timeout: 5000 });
    await page.user.type(within(form).getByLabelText(/^Current password\*?$/), current);
    await page.user.type(within(form).getByLabelText(/^New password\*?$/), 'Plum-tree-river-42');
    await page.user.type(
      within(form).getByLabelText(/^Confirm new password\*?$/),
      'Plum-tree-river-42',
    );
    await page.user.click(within(form).getByRole('button', { name: 'Change password' }));
    return form;
  }

  it('empties every password field once the password is changed', async () => {
    const page = renderAuthPage('/account/profile', { locale: 'en-US', baseURL: api.baseURL });
    act(() => {
      page.store.dispatch(profileLoaded(customerProfile()));
    });
    await fill(page, 'sedap-makan-2026');

    await waitFor(() =>
      expect(page.toasts).toEqual([
        { variant: 'success', description: 'Your password has been changed.' },
      ]),
    );
    const after = screen.getByRole('form', { name: 'Change password' });
    for (const name of [/^Current password\*?$/, /^New password\*?$/, /^Confirm new password\*?$/])
      expect(within(after).getByLabelText(name)).toHaveValue('');
  });

  it('puts a wrong current password on its field, with no general sentence above it', async () => {
    const page = renderAuthPage('/account/profile', { locale: 'en-US', baseURL: api.baseURL });
    act(() => {
      page.store.dispatch(profileLoaded(customerProfile()));
    });
    const form = await fill(page, 'not-my-password');

    const current = within(form).getByLabelText(/^Current password\*?$/);
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription('The current password is incorrect.');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^New password\*?$/)).toHaveValue('Plum-tree-river-42');
  });
});
