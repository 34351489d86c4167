/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, within } from '@testing-library/react';
import type { OutboxMail, OutboxMailDetail } from '@mealprep/shared/staff/contracts';
import { startTestApi, type TestApi, type TestApiRequest } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

function mail(id: number, overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    id,
    kind: 'order_confirmation',
    to: `customer${id}@example.my`,
    subject: `Order MP-20261125-${id} is confirmed`,
    locale: 'en-US',
    state: 'queued',
    attempts: 0,
    last_error: null,
    created_at: '2026-11-25T02:00:00.000Z',
    sent_at: null,
    ...overrides,
  };
}

const ALL = [
  mail(3),
  mail(2, { state: 'sent', attempts: 1, sent_at: '2026-11-25T02:00:01.000Z' }),
  mail(1, {
    kind: 'password_changed',
    subject: 'Your MealPrep password was changed',
    state: 'failed',
    attempts: 12,
    last_error: '550 no such user',
  }),
];

const detail: OutboxMailDetail = {
  ...ALL[0]!,
  text: 'Hello Siti,\n\nThank you! We received your payment of RM 59.45.',
  html: '<!DOCTYPE html><html lang="en-US"><body><h1>Order confirmed</h1></body></html>',
};

function answer({ query }: TestApiRequest) {
  const state = query.get('state');
  const to = query.get('to');
  const rows = ALL.filter((row) => (!state || row.state === state) && (!to || row.to.includes(to)));
  return { status: 200, body: { data: rows, meta: { page: 1, per_page: 20, total: rows.length } } };
}

let api: TestApi;
jest.setTimeout(15_000);

beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/admin/outbox': answer,
    'GET /api/v1/admin/outbox/3': () => ({ status: 200, body: { data: detail } }),
  });
});

afterEach(() => api.close());

describe('outbox page (the development mail catcher)', () => {
  it('lists the e-mails with their state, filters by state, and links each', async () => {
    const page = renderAdminPage('/admin/outbox', { locale: 'en-US', baseURL: api.baseURL });
    const table = await screen.findByRole(
      'table',
      { name: '3 e-mails, newest first' },
      { timeout: 5000 },
    );
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('customer3@example.my');
    expect(first).toHaveTextContent('Queued');
    expect(second).toHaveTextContent('Sent');
    expect(third).toHaveTextContent('Failed');
    expect(
      within(table).getByRole('link', { name: 'Order MP-20261125-3 is confirmed' }),
    ).toHaveAttribute('href', '/admin/outbox/3');

    await page.user.selectOptions(screen.getByLabelText('State'), 'failed');
    await page.user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByRole('table', { name: '1 e-mail, newest first' }),
    ).toBeInTheDocument();
    expect(api.requests.at(-1)?.query.get('state')).toBe('failed');
    expect(page.location().search).toBe('?state=failed');
  });

  it('shows one e-mail as HTML (sandboxed) and as plain text, in Malay', async () => {
    const page = renderAdminPage('/admin/outbox/3', { baseURL: api.baseURL });
    const frame = await screen.findByTitle('E-mel sebagai HTML', {}, { timeout: 5000 });
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Order confirmed</h1>');
    expect(screen.getByText('customer3@example.my')).toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Teks biasa' }));
    expect(screen.getByLabelText('Teks biasa')).toHaveTextContent(
      'Thank you! We received your payment of RM 59.45.',
    );
    expect(screen.queryByTitle('E-mel sebagai HTML')).not.toBeInTheDocument();
  });
});
