/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ConfirmPayload } from '@mealprep/shared/bus';
import type { StaffMember } from '@mealprep/shared/staff/contracts';
import { permissionsOf } from '@mealprep/shared/staff';
import { adminLoaded } from '@mealprep/shared/store';
import { startTestApi, type RenderedRemotePage, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

function member(id: number, overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id,
    email: `staff${id}@mealprep.my`,
    first_name: 'Staff',
    last_name: String(id),
    role: 'kitchen',
    created_at: '2026-11-01T02:00:00.000Z',
    ...overrides,
  };
}

const me = member(1, {
  email: 'aisyah@mealprep.my',
  first_name: 'Aisyah',
  last_name: 'Rahman',
  role: 'admin',
});
const kamal = member(5, {
  email: 'kamal@mealprep.my',
  first_name: 'Kamal',
  last_name: 'Hassan',
  role: 'support',
});

let staff: StaffMember[];
let api: TestApi;
jest.setTimeout(20_000);

beforeEach(async () => {
  staff = [me, kamal];
  api = await startTestApi({
    'GET /api/v1/admin/staff': () => ({ status: 200, body: { data: staff } }),
    'POST /api/v1/admin/staff': ({ body, locale }) => {
      const input = body as Pick<StaffMember, 'email' | 'first_name' | 'last_name' | 'role'>;
      if (staff.some((existing) => existing.email === input.email)) {
        return {
          status: 422,
          body: {
            error: true,
            message: 'The given data was invalid.',
            errors: {
              email: [
                locale === 'ms-MY'
                  ? 'Alamat e-mel ini telah didaftarkan.'
                  : 'This e-mail address is already registered.',
              ],
            },
          },
        };
      }
      const created = member(9, input);
      staff = [...staff, created];
      return {
        status: 201,
        body: { data: created, message: `We e-mailed ${created.email} a link to set a password.` },
      };
    },
    'PATCH /api/v1/admin/staff/5': ({ body }) => {
      const changed = { ...kamal, ...(body as Pick<StaffMember, 'role'>) };
      staff = staff.map((existing) => (existing.id === changed.id ? changed : existing));
      return { status: 200, body: { data: changed, message: 'kamal@mealprep.my is now kitchen.' } };
    },
  });
});

afterEach(() => api.close());

/** The page as the signed-in admin (`me`) sees it. */
function openAsAdmin(locale: 'en-US' | 'ms-MY'): RenderedRemotePage {
  const page = renderAdminPage('/admin/staff', { locale, baseURL: api.baseURL });
  act(() => {
    page.store.dispatch(adminLoaded({ ...me, permissions: permissionsOf('admin') }));
  });
  return page;
}

describe('staff page', () => {
  it('changes another member’s role only after the confirmation, never one’s own', async () => {
    const page = openAsAdmin('en-US');
    const confirms: ConfirmPayload[] = [];
    page.bus.on('confirm.open', (payload) => confirms.push(payload));
    const table = await screen.findByRole('table', { name: 'Staff accounts' });

    const own = within(table).getByRole('row', { name: /Aisyah Rahman/ });
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
    expect(own).toHaveTextContent('Admin');
    expect(own).toHaveTextContent('You cannot change your own role; ask another admin.');

    const role = within(table).getByRole('combobox', { name: 'Role of Kamal Hassan' });
    expect(role).toHaveValue('support');
    await page.user.selectOptions(role, 'kitchen');
    expect(confirms).toEqual([
      expect.objectContaining({
        title: 'Change the role of Kamal Hassan to Kitchen?',
        confirmTitle: 'Change role',
        cancelTitle: 'Keep the role',
      }),
    ]);
    // Nothing is sent, and the select still shows the account's role, until it is confirmed.
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
    expect(role).toHaveValue('support');

    await act(async () => {
      await confirms[0]?.action?.();
    });
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      role: 'kitchen',
    });
    expect(page.toasts).toEqual([
      { variant: 'success', description: 'kamal@mealprep.my is now kitchen.' },
    ]);
    await waitFor(() =>
      expect(within(table).getByRole('combobox', { name: 'Role of Kamal Hassan' })).toHaveValue(
        'kitchen',
      ),
    );
  });

  it('invites a member of staff: the form’s own checks, then the API’s, then the new row', async () => {
    const page = openAsAdmin('ms-MY');
    const form = await screen.findByRole('form', { name: 'Jemput kakitangan' });
    await page.user.click(within(form).getByRole('button', { name: 'Hantar jemputan' }));
    // Every form's rule (@mealprep/shared/forms): a field left blank is "required", the role
    // too, though the schema checks a role against the list first.
    for (const label of [/E-mel/, /Nama pertama/, /Nama akhir/, /Peranan/]) {
      expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(
        'Medan ini diperlukan.',
      );
    }
    await waitFor(() => expect(within(form).getByLabelText(/E-mel/)).toHaveFocus());
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await page.user.type(within(form).getByLabelText(/E-mel/), kamal.email);
    await page.user.type(within(form).getByLabelText(/Nama pertama/), 'Devi');
    await page.user.type(within(form).getByLabelText(/Nama akhir/), 'Nair');
    await page.user.selectOptions(within(form).getByLabelText(/Peranan/), 'dispatch');
    await page.user.click(within(form).getByRole('button', { name: 'Hantar jemputan' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/E-mel/)).toHaveAccessibleDescription(
        'Alamat e-mel ini telah didaftarkan.',
      ),
    );
    // One refused field the form shows: its message is at the field, not repeated in an alert.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/Nama pertama/)).toHaveValue('Devi');

    await page.user.clear(within(form).getByLabelText(/E-mel/));
    await page.user.type(within(form).getByLabelText(/E-mel/), 'devi@mealprep.my');
    await page.user.click(within(form).getByRole('button', { name: 'Hantar jemputan' }));
    const row = await screen.findByRole('row', { name: /Devi Nair/ });
    expect(within(row).getByRole('combobox', { name: 'Peranan Devi Nair' })).toHaveValue(
      'dispatch',
    );
    expect(api.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      email: 'devi@mealprep.my',
      first_name: 'Devi',
      last_name: 'Nair',
      role: 'dispatch',
    });
    expect(page.toasts).toEqual([
      {
        variant: 'success',
        description:
          'Kami telah menghantar pautan kepada devi@mealprep.my untuk menetapkan kata laluan.',
      },
    ]);
    expect(within(form).getByLabelText(/E-mel/)).toHaveValue('');
  });

  it('says above the invite form a refusal that is about no field', async () => {
    await api.close();
    api = await startTestApi({
      'GET /api/v1/admin/staff': () => ({ status: 200, body: { data: staff } }),
      'POST /api/v1/admin/staff': () => ({
        status: 403,
        body: { error: true, message: 'This action is unauthorized.', errors: {} },
      }),
    });
    const page = openAsAdmin('en-US');
    const form = await screen.findByRole('form', { name: 'Invite a member of staff' });
    await page.user.type(within(form).getByLabelText(/E-mail/), 'devi@mealprep.my');
    await page.user.type(within(form).getByLabelText(/First name/), 'Devi');
    await page.user.type(within(form).getByLabelText(/Last name/), 'Nair');
    await page.user.selectOptions(within(form).getByLabelText(/Role/), 'dispatch');
    await page.user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This action is unauthorized.',
    );
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Devi');
    expect(page.toasts).toEqual([]);
  });

  it('says so when the API refuses the page to the role', async () => {
    await api.close();
    api = await startTestApi({
      'GET /api/v1/admin/staff': () => ({
        status: 403,
        body: { error: true, message: 'This action is unauthorized.', errors: {} },
      }),
    });
    renderAdminPage('/admin/staff', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have access to this page.",
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
