/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderProblems, ProblemReport } from '@mealprep/shared/staff/contracts';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, validationFailure, type TestApi } from '../testing/testApi';

const DELIVERED = '2026-12-01T04:00:00.000Z';

const order = {
  id: 42,
  order_no: 'MP-20261121-000042',
  status: 'delivered',
  created_at: '2026-11-21T03:00:00.000Z',
  delivery_date: '2026-12-01',
  delivery_time: '11:00',
  delivery_method: 'deliver',
  total: '63.00',
  item_count: 3,
  pay_by: null,
  payable: false,
  cancel_reason: null,
  packaging_method: 'vacuum',
  delivery_instructions: null,
  address: null,
  lines: [
    {
      id: 7,
      type: 'RECIPE',
      product_id: 3,
      name: 'Chicken Rice Bowl',
      size: 'L',
      servings: 1,
      quantity: 2,
      price: '15.90',
      subtotal: '31.80',
    },
    {
      id: 8,
      type: 'RECIPE',
      product_id: 4,
      name: 'Beef Rendang',
      size: 'L',
      servings: 1,
      quantity: 1,
      price: '19.90',
      subtotal: '19.90',
    },
  ],
  price_summary: [{ key: 'total', amount: '63.00' }],
  points_earned: 63,
  paid_at: '2026-11-21T03:05:00.000Z',
  cancelled_at: null,
  delivered_at: DELIVERED,
  timeline: [
    { step: 'placed', at: '2026-11-21T03:00:00.000Z' },
    { step: 'paid', at: '2026-11-21T03:05:00.000Z' },
    { step: 'preparing', at: '2026-11-30T03:00:00.000Z' },
    { step: 'out_for_delivery', at: '2026-12-01T02:00:00.000Z' },
    { step: 'delivered', at: DELIVERED },
  ],
  payment: {
    status: 'paid',
    provider: 'sandbox',
    paid_at: '2026-11-21T03:05:00.000Z',
    refund_due: false,
  },
  receipt_url: null,
  actions: {
    reschedule: { allowed: false, reason: 'Delivered.' },
    cancel: { allowed: false, reason: 'Paid.' },
    view_meals: { allowed: true, reason: null },
    pay: { allowed: false, reason: 'Paid.' },
  },
  reschedule_options: null,
} as const satisfies OrderDetail;

const openReport: ProblemReport = {
  id: 5,
  status: 'open',
  reason: 'missing',
  lines: [{ id: 8, name: 'Beef Rendang', size: 'L', quantity: 1 }],
  note: 'One box was not in the bag.',
  has_photo: true,
  created_at: '2026-12-01T06:00:00.000Z',
  answers: [],
  resolution: null,
};

let api: TestApi;
let problems: OrderProblems;
let answer: 'ok' | 'badLines' | 'closed';
jest.setTimeout(20_000);

beforeEach(async () => {
  answer = 'ok';
  problems = {
    reports: [],
    report: { allowed: true, reason: null },
    closes_at: '2026-12-02T04:00:00.000Z',
  };
  api = await startTestApi({
    'GET /api/v1/orders/42': () => ({ status: 200, body: { data: order } }),
    'GET /api/v1/orders/42/problems': () => ({ status: 200, body: { data: problems } }),
    'POST /api/v1/orders/42/problems': ({ locale }) => {
      if (answer === 'badLines') {
        return validationFailure(locale, { lines: [{ key: 'validation.problemLines' }] });
      }
      if (answer === 'closed') {
        return {
          status: 409,
          body: {
            error: true,
            message:
              'Problems can be reported for 24 hours after delivery (terms and conditions, section 5). For this order that time ended at 2026-12-02 12:00.',
            errors: {},
          },
        };
      }
      problems = {
        ...problems,
        reports: [openReport],
        report: { allowed: false, reason: 'A problem with this order is already reported.' },
      };
      return { status: 201, body: { data: problems, message: 'Thank you.' } };
    },
  });
});

afterEach(() => api.close());

const posts = () => api.requests.filter((request) => request.method === 'POST');

async function openForm(locale: 'en-US' | 'ms-MY' = 'en-US') {
  const page = renderAuthPage('/account/my-order/42', { locale, baseURL: api.baseURL });
  const name = locale === 'en-US' ? 'Report a problem' : 'Laporkan masalah';
  await page.user.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
  return { page, form: await screen.findByRole('form', { name }) };
}

describe('report a problem on a delivered order', () => {
  it('says until when, asks for meals and a reason first, then sends the report with its photo and shows it on the order and its timeline', async () => {
    const page = renderAuthPage('/account/my-order/42', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByText(/You can report a problem with this order until/, undefined, {
        timeout: 5000,
      }),
    ).toHaveTextContent('2 Dec 2026');
    await page.user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = await screen.findByRole('form', { name: 'Report a problem' });

    await page.user.click(within(form).getByRole('button', { name: 'Send the report' }));
    const meals = within(form).getByRole('group', { name: 'Which meals?' });
    expect(meals).toHaveAccessibleDescription(
      'Choose one or more. Choose one or more meals of this order.',
    );
    expect(
      within(form).getByRole('radiogroup', { name: 'What went wrong?' }),
    ).toHaveAccessibleDescription('Choose what went wrong.');
    await waitFor(() =>
      expect(within(meals).getByRole('checkbox', { name: '2 × Chicken Rice Bowl' })).toHaveFocus(),
    );
    expect(posts()).toEqual([]);

    await page.user.click(within(meals).getByRole('checkbox', { name: '1 × Beef Rendang' }));
    await page.user.click(within(form).getByRole('radio', { name: 'Something is missing' }));
    expect(within(form).getByLabelText('Add a photo')).toHaveAccessibleDescription(
      'Optional: PNG, JPEG or WebP, up to 2 MB. No photo chosen',
    );
    await page.user.type(
      within(form).getByRole('textbox', { name: 'Tell us more' }),
      'One box was not in the bag.',
    );
    await page.user.click(within(form).getByRole('button', { name: 'Send the report' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    // Without a photo the report goes as JSON (with one, as a multipart form: the API tests).
    expect(posts()[0]?.body).toEqual({
      lines: [8],
      reason: 'missing',
      note: 'One box was not in the bag.',
    });

    expect(
      await screen.findByText('Your report was sent. Our team will answer you here and by e-mail.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form', { name: 'Report a problem' })).not.toBeInTheDocument();
    // The button gives way to the sentence saying why.
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
    expect(screen.getByText('A problem with this order is already reported.')).toBeInTheDocument();
    const report = screen.getByRole('article', { name: /^Report of/ });
    expect(report).toHaveTextContent('Reported: our team is looking at it');
    expect(report).toHaveTextContent('Meals: 1 × Beef Rendang');
    expect(report).toHaveTextContent('Photo sent');
    const timeline = screen.getByRole('list', { name: 'Order progress' });
    const reported = within(timeline).getByText('Problem reported').closest('li');
    expect(reported).toHaveAttribute('aria-current', 'step');
  });

  it('shows a refusal at its field, a closed window above the form, and the chosen photo (in Malay)', async () => {
    answer = 'badLines';
    const { page, form } = await openForm('ms-MY');
    await page.user.click(within(form).getByRole('checkbox', { name: '2 × Chicken Rice Bowl' }));
    await page.user.click(within(form).getByRole('radio', { name: 'Kualiti' }));
    await page.user.click(within(form).getByRole('button', { name: 'Hantar laporan' }));
    const meals = within(form).getByRole('group', { name: 'Hidangan yang mana?' });
    await waitFor(() =>
      expect(meals).toHaveAccessibleDescription(
        'Pilih satu atau lebih. Pilih satu atau lebih hidangan daripada pesanan ini.',
      ),
    );
    await waitFor(() =>
      expect(within(meals).getByRole('checkbox', { name: '2 × Chicken Rice Bowl' })).toHaveFocus(),
    );

    answer = 'closed';
    await page.user.click(within(form).getByRole('button', { name: 'Hantar laporan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^Problems can be reported for 24 hours after delivery/,
    );

    const picker = within(form).getByLabelText('Tambah gambar');
    expect(picker).toHaveAttribute('type', 'file');
    await page.user.upload(picker, new File(['\x89PNG'], 'kotak.png', { type: 'image/png' }));
    expect(within(form).getByText('Dipilih: kotak.png')).toBeInTheDocument();
  });

  it('shows support’s answer and the points credited, with the way to the points history', async () => {
    problems = {
      ...problems,
      reports: [
        {
          ...openReport,
          status: 'resolved',
          answers: [{ id: 1, message: 'So sorry about that!', at: '2026-12-01T07:00:00.000Z' }],
          resolution: {
            kind: 'points',
            points: 150,
            amount: null,
            reason: null,
            at: '2026-12-01T08:00:00.000Z',
            refunded_at: null,
          },
        },
      ],
    };
    renderAuthPage('/account/my-order/42', { locale: 'en-US', baseURL: api.baseURL });
    const report = await screen.findByRole('article', { name: /^Report of/ }, { timeout: 5000 });
    expect(report).toHaveTextContent('Resolved');
    expect(report).toHaveTextContent('So sorry about that!');
    expect(report).toHaveTextContent('150 points were added to your account.');
    expect(within(report).getByRole('link', { name: 'See your points history' })).toHaveAttribute(
      'href',
      '/account/points',
    );
    const timeline = screen.getByRole('list', { name: 'Order progress' });
    expect(within(timeline).getByText('Problem reported')).toBeInTheDocument();
    expect(within(timeline).getByText('Problem resolved').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });
});
