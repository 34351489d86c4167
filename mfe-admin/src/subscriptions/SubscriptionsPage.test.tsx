/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminSubscription } from '@mealprep/shared/subscriptions/contracts';
import { formatShopDate } from '@mealprep/shared/core';
import { permissionsOf, type StaffRole } from '@mealprep/shared/staff';
import { adminLoaded } from '@mealprep/shared/store';
import { startTestApi, type RenderedRemotePage, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const siti: AdminSubscription = {
  id: 7,
  status: 'active',
  paused_until: null,
  customer_name: 'Siti Aminah',
  customer_email: 'siti@example.my',
  meals_per_week: 10,
  delivery_method: 'deliver',
  delivery_weekday: 6,
  delivery_time: '09:00',
  weekly_total: '189.00',
  next_delivery_date: '2099-01-03',
  next_state: 'upcoming',
  auto_charge: true,
  created_at: '2026-11-20T02:00:00.000Z',
};

const kamal: AdminSubscription = {
  ...siti,
  id: 8,
  status: 'paused',
  paused_until: '2099-01-12',
  customer_name: 'Kamal Hassan',
  customer_email: 'kamal@example.my',
  meals_per_week: 5,
  delivery_method: 'pickup',
  delivery_weekday: 1,
  delivery_time: '15:00',
  weekly_total: '94.50',
  next_delivery_date: null,
  next_state: null,
  auto_charge: false,
};

let rows: AdminSubscription[];
let total: number;
let refusal: { status: number; body: unknown } | null;
let paused: { id: string; body: unknown }[];
let api: TestApi;
jest.setTimeout(20_000);

beforeEach(async () => {
  rows = [siti, kamal];
  total = 2;
  refusal = null;
  paused = [];
  api = await startTestApi({
    'GET /api/v1/admin/subscriptions': ({ query }) => {
      if (refusal) return refusal;
      const status = query.get('status');
      const data = status ? rows.filter((row) => row.status === status) : rows;
      return {
        status: 200,
        body: {
          data,
          meta: {
            page: Number(query.get('page')),
            per_page: 20,
            total: status ? data.length : total,
          },
        },
      };
    },
    'POST /api/v1/admin/subscriptions/7/pause': ({ body }) => {
      paused.push({ id: '7', body });
      const { until } = body as { reason: string; until: string | null };
      if (until === '2099-01-01') {
        return {
          status: 422,
          body: {
            error: true,
            message: 'The given data was invalid.',
            errors: { until: ['Choose a day after the next cut-off.'] },
          },
        };
      }
      rows = rows.map((row) =>
        row.id === 7 ? { ...row, status: 'paused', paused_until: until } : row,
      );
      return {
        status: 200,
        body: { data: rows[0], message: 'The subscription is paused.' },
      };
    },
  });
});

afterEach(() => api.close());

function open(path: string, role: StaffRole, locale: 'en-US' | 'ms-MY' = 'en-US') {
  const page: RenderedRemotePage = renderAdminPage(path, { locale, baseURL: api.baseURL });
  act(() => {
    page.store.dispatch(
      adminLoaded({
        id: 1,
        email: `${role}@mealprep.my`,
        role,
        permissions: permissionsOf(role),
        first_name: 'Aisyah',
        last_name: 'Rahman',
      }),
    );
  });
  return page;
}

describe('subscriptions list', () => {
  it('shows each subscription’s customer, status, box, day, total, next week and payment', async () => {
    open('/admin/subscriptions', 'kitchen');
    const table = await screen.findByRole('table', { name: '2 subscriptions, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    const text = (row: HTMLElement | undefined) => row?.textContent?.replace(/\s/g, ' ') ?? '';
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Siti Aminahsiti@example.my',
    );
    expect(text(first)).toContain('Active');
    expect(text(first)).toContain('10 meals');
    expect(text(first)).toContain('Delivery, Saturday 09:00 – 11:00');
    expect(text(first)).toContain('RM 189.00');
    expect(text(first)).toContain(`${formatShopDate('2099-01-03', 'en-US')}Upcoming`);
    expect(text(first)).toContain('Saved method charged');
    expect(text(second)).toContain(`Pausedresumes ${formatShopDate('2099-01-12', 'en-US')}`);
    expect(text(second)).toContain('Pickup, Monday 15:00 – 17:00');
    expect(text(second)).toContain('None coming');
    expect(text(second)).toContain('Pay link by e-mail');
    expect(table).not.toHaveTextContent('{');
    // The kitchen reads; only admins pause.
    expect(within(table).queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pause for customer/ })).not.toBeInTheDocument();
  });

  it('filters by status and pages through the address', async () => {
    total = 45;
    const page = open('/admin/subscriptions', 'support');
    await screen.findByRole('table', { name: '45 subscriptions, newest first' });
    await page.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(page.location().search).toBe('?page=2'));
    await waitFor(() => expect(api.requests.at(-1)?.query.get('page')).toBe('2'));

    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    expect(page.location().search).toBe('?status=paused');
    const table = await screen.findByRole('table', { name: '1 subscription, newest first' });
    expect(table).toHaveTextContent('Kamal Hassan');
    expect(table).not.toHaveTextContent('Siti Aminah');
    expect(api.requests.at(-1)?.query.get('status')).toBe('paused');
    expect(api.requests.at(-1)?.query.get('page')).toBe('1');
  });

  it('lets an admin pause one for the customer, with a counted reason and errors at the fields (in Malay)', async () => {
    const page = open('/admin/subscriptions', 'admin', 'ms-MY');
    const table = await screen.findByRole('table', { name: '2 langganan, terbaharu dahulu' });
    // A paused subscription has no pause button.
    expect(
      within(table).queryByRole('button', { name: 'Jeda untuk pelanggan Kamal Hassan' }),
    ).not.toBeInTheDocument();
    await page.user.click(
      within(table).getByRole('button', { name: 'Jeda untuk pelanggan Siti Aminah' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Jeda langganan Siti Aminah' });
    const reason = within(dialog).getByRole('textbox', { name: 'Sebab' });
    expect(reason).toHaveFocus();

    // Nothing is sent without a reason; the error is read with the field.
    await page.user.click(within(dialog).getByRole('button', { name: 'Jeda langganan' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Nyatakan sebab menjedanya\./));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(paused).toEqual([]);

    await page.user.type(reason, 'Cuti sekolah');
    expect(reason).toHaveAccessibleDescription(/12 aksara daripada 500\./);
    const until = within(dialog).getByLabelText('Sambung pada (pilihan)');
    await page.user.type(until, '2099-01-01');
    await page.user.click(within(dialog).getByRole('button', { name: 'Jeda langganan' }));
    await waitFor(() =>
      expect(until).toHaveAccessibleDescription(/Choose a day after the next cut-off\./),
    );
    expect(until).toHaveFocus();
    expect(paused).toEqual([{ id: '7', body: { reason: 'Cuti sekolah', until: '2099-01-01' } }]);

    await page.user.clear(until);
    await page.user.type(until, '2099-01-10');
    await page.user.click(within(dialog).getByRole('button', { name: 'Jeda langganan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paused.at(-1)).toEqual({
      id: '7',
      body: { reason: 'Cuti sekolah', until: '2099-01-10' },
    });
    expect(page.toasts).toEqual([
      {
        variant: 'success',
        description: `Langganan Siti Aminah telah dijeda hingga ${formatShopDate('2099-01-10', 'ms-MY')}.`,
      },
    ]);
    // The list is asked again and shows it paused.
    await waitFor(() =>
      expect(
        within(table).queryByRole('button', { name: 'Jeda untuk pelanggan Siti Aminah' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Dijeda');
  });

  it('refuses a reason over 500 characters without sending it, and closes on Escape', async () => {
    const page = open('/admin/subscriptions', 'admin');
    const table = await screen.findByRole('table', { name: '2 subscriptions, newest first' });
    const button = within(table).getByRole('button', { name: 'Pause for customer Siti Aminah' });
    await page.user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Pause the subscription of Siti Aminah' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await page.user.click(reason);
    await page.user.paste('x'.repeat(501));
    expect(reason).toHaveAccessibleDescription(/501 characters of 500\./);
    await page.user.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/Keep the reason to 500 characters\./),
    );
    expect(paused).toEqual([]);

    await page.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says when the role may not see subscriptions', async () => {
    refusal = {
      status: 403,
      body: { error: true, message: 'This action is unauthorized.', errors: {} },
    };
    open('/admin/subscriptions', 'dispatch');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have access to this page.",
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
