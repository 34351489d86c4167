import sharp from 'sharp';
import type { AdminDish, DishDetails, MenuItem } from '@mealprep/shared/catalogue/contracts';
import type { AuditEntry } from '@mealprep/shared/staff/contracts';
import type { Cart } from '@mealprep/shared/cart/contracts';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { CATALOG_REVISION_MAX_AGE_MS } from '../../catalog/cache';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { orderKit } from '../../test/orders';
import { pdfText } from '../../test/pdf';
import { inviteStaff, type StaffLogin } from '../../test/staff';
import { MAX_IMAGE_BYTES } from '../profile-picture';

/**
 * Menu management over HTTP on a real database (docs/menu.md): staff create and edit dishes with
 * their photos, the kitchen marks them sold out for a delivery date, and the storefront, the cart
 * and checkout follow; placed orders keep what they were charged.
 */
runShopAt(ordinaryMorning());
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
let kitchen: StaffLogin;
let kit: ReturnType<typeof orderKit>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  kitchen = await inviteStaff(t, admin, 'kitchen', 'Kamal');
  kit = orderKit(t);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const newDish = (overrides: Record<string, unknown> = {}) => ({
  name_en: `Chicken kurma ${Math.random().toString(36).slice(2, 8)}`,
  name_ms: 'Kurma ayam',
  description_en: 'Chicken simmered in a mild kurma with potatoes, with brown rice.',
  description_ms: 'Ayam dimasak dalam kurma lembut bersama kentang, dengan nasi perang.',
  tab: 'meal',
  line: 'classic',
  cooking_method: 'pan_seared',
  sizes: [
    { size: 'S', price: '13.90', protein: 30, carbohydrate: 40, fat: 10, calories: 370 },
    { size: 'L', price: '17.90', protein: 45, carbohydrate: 60, fat: 15, calories: 555 },
  ],
  allergens: ['chicken', 'rice', 'potato'],
  shelf_life_days: 5,
  halal: false,
  position: 500,
  ...overrides,
});

const send = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

async function create(overrides: Record<string, unknown> = {}): Promise<AdminDish> {
  const response = await send(admin, 'POST', '/api/v1/admin/menu', newDish(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ data: AdminDish }>().data;
}

/** A multipart body with one file part named `image`. */
function imageForm(content: Buffer, type = 'image/jpeg') {
  const boundary = `----menu-photo-${Date.now()}`;
  const head = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="image"; filename="dish"',
    `Content-Type: ${type}`,
    '',
    '',
  ].join('\r\n');
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadPhoto = (cookie: string, id: number, form: ReturnType<typeof imageForm>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/menu/${id}/photo`,
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });

/** A real JPEG, wider than the card's 4:3: a gradient sharp draws, 1200 × 750. */
async function jpegPhoto(): Promise<Buffer> {
  const width = 1200;
  const height = 750;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 120;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Asks until `check` holds, for at most a few revision windows: how late a change may show. */
async function withinRevisionWindow<T>(read: () => Promise<T>, check: (value: T) => boolean) {
  const started = Date.now();
  let value = await read();
  while (!check(value) && Date.now() - started < CATALOG_REVISION_MAX_AGE_MS * 4) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return { value, ms: Date.now() - started };
}

const menuItem = async (id: number) =>
  (await t.app.inject({ url: `/api/v1/menu/${id}` })).json<{ data: MenuItem }>().data;

/** The earliest delivery date checkout offers the customer (their cart must hold something). */
async function nextDeliveryDate(customer: Customer): Promise<string> {
  const quoted = await kit.call(customer, 'POST', '/api/v1/checkout/quote', {
    delivery_method: 'pickup',
  });
  return quoted.json<{ data: CheckoutQuote }>().data.delivery_options.date;
}

async function addToCart(customer: Customer, dishId: number, size = 'S') {
  const response = await kit.call(customer, 'POST', '/api/v1/cart/store', {
    plan_id: dishId,
    plan_type: 'RECIPE',
    size,
    quantity: 1,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Cart }>().data;
}

function fieldErrors(response: { statusCode: number; json: <T>() => T }) {
  expect(response.statusCode).toBe(422);
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

describe('staff create and edit dishes', () => {
  it('creates a dish with a photo re-encoded into the storefront’s WebP set, and the storefront shows it', async () => {
    const dish = await create();
    expect(dish.slug).toMatch(/^chicken-kurma-/);
    expect(dish.halal).toBe(false);
    expect(dish.image.placeholder).toBe(true);
    expect(dish.sizes.map((size) => [size.size, size.price, size.calories])).toEqual([
      ['S', '13.90', 370],
      ['L', '17.90', 555],
    ]);

    const uploaded = await uploadPhoto(admin, dish.id, imageForm(await jpegPhoto()));
    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json<{ data: AdminDish }>().data.image;
    expect(image.placeholder).toBe(false);
    expect(image.src).toMatch(/^\/storage\/menu\/[0-9a-f]{32}-640\.webp$/);
    const files = image.srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(files.map(([, width]) => width)).toEqual(['320w', '640w', '768w', '1024w']);
    for (const [url, width] of files) {
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(Number(width.replace('w', '')));
      expect(metadata.height).toBe((metadata.width! * 3) / 4);
      expect(metadata.exif).toBeUndefined();
    }

    // The storefront: the menu (searched by name), the dish and its page, with the new photo.
    const { value: found } = await withinRevisionWindow(
      async () =>
        (
          await t.app.inject({ url: `/api/v1/menu?q=${encodeURIComponent(dish.name['en-US'])}` })
        ).json<{ data: MenuItem[] }>().data,
      (list) => list.some((item) => item.id === dish.id && !item.image.placeholder),
    );
    expect(found.find((item) => item.id === dish.id)?.image.src).toBe(image.src);
    const page = await t.app.inject({
      url: `/api/v1/dishes/${dish.slug}`,
      headers: { 'accept-language': 'ms-MY' },
    });
    expect(page.statusCode).toBe(200);
    const details = page.json<{ data: DishDetails }>().data;
    expect(details.name).toBe('Kurma ayam');
    expect(details.sizes[0]).toEqual({
      size: 'S',
      price: '13.90',
      protein: 30,
      carbohydrate: 40,
      fat: 10,
      calories: 370,
    });
  });

  it('refuses a price of -1, calories that do not add up and halal without its declaration, at their fields, translated', async () => {
    const sizes = newDish().sizes;
    const badPrice = await send(admin, 'POST', '/api/v1/admin/menu', {
      ...newDish(),
      sizes: [{ ...sizes[0], price: -1 }],
    });
    expect(fieldErrors(badPrice)).toEqual({
      'sizes[0].price': ['Enter a price in RM above 0.00 and at most 1000.00, such as 12.90.'],
    });

    const badCalories = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/menu',
      headers: { cookie: admin, 'accept-language': 'ms-MY' },
      payload: { ...newDish(), sizes: [sizes[0], { ...sizes[1], calories: 600 }] },
    });
    expect(fieldErrors(badCalories)).toEqual({
      'sizes[1].calories': [
        'Kalori mesti sama dengan 4 × protein + 4 × karbohidrat + 9 × lemak = 555 kcal (dalam lingkungan 8 kcal).',
      ],
    });
    // Within the rounding of whole grams (8 kcal) it is taken.
    const rounded = await create({ sizes: [{ ...sizes[0], calories: 378 }] });
    expect(rounded.sizes[0]?.calories).toBe(370);

    const halal = await send(admin, 'POST', '/api/v1/admin/menu', newDish({ halal: true }));
    expect(fieldErrors(halal)).toEqual({
      halal_declaration: [
        'To mark the dish halal, declare that no ingredient contains pork, lard or alcohol.',
      ],
    });
    const declared = await create({ halal: true, halal_declaration: true });
    expect(declared.halal).toBe(true);
    // Already halal: saving it again needs no new declaration.
    const again = await send(admin, 'POST', `/api/v1/admin/menu/${declared.id}`, {
      ...newDish({ name_en: declared.name['en-US'], halal: true }),
    });
    expect(again.statusCode).toBe(200);

    const existing = await send(
      admin,
      'POST',
      '/api/v1/admin/menu',
      newDish({ name_en: declared.name['en-US'] }),
    );
    expect(fieldErrors(existing)).toEqual({
      name_en: ['Another dish already has this English name.'],
    });
  });

  it('refuses an oversized photo and a file that is not an image at the field, and keeps the old photo', async () => {
    const dish = await create();
    const tooLarge = await uploadPhoto(
      admin,
      dish.id,
      imageForm(Buffer.alloc(MAX_IMAGE_BYTES + 1, 1)),
    );
    expect(fieldErrors(tooLarge)).toEqual({ image: ['The image may not be larger than 2 MB.'] });
    const text = await uploadPhoto(
      admin,
      dish.id,
      imageForm(Buffer.from('not a picture'), 'image/png'),
    );
    expect(fieldErrors(text)).toEqual({ image: ['The image must be a PNG, JPEG or WebP file.'] });
    const notMultipart = await send(admin, 'POST', `/api/v1/admin/menu/${dish.id}/photo`, {});
    expect(fieldErrors(notMultipart)).toEqual({ image: ['Choose an image to upload.'] });
    expect(
      (await send(admin, 'GET', `/api/v1/admin/menu/${dish.id}`)).json<{ data: AdminDish }>().data
        .image.placeholder,
    ).toBe(true);
    const missing = await uploadPhoto(admin, 999_999, imageForm(await jpegPhoto()));
    expect(missing.statusCode).toBe(404);
  });

  it('writes an audit entry with what changed, before → after', async () => {
    const dish = await create();
    const response = await send(admin, 'POST', `/api/v1/admin/menu/${dish.id}`, {
      ...newDish({ name_en: dish.name['en-US'], shelf_life_days: 4 }),
      updated_at: dish.updated_at,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(`${dish.name['en-US']} is saved.`);
    const audit = (await send(admin, 'GET', '/api/v1/admin/audit')).json<{ data: AuditEntry[] }>()
      .data;
    const entry = audit.find((row) => row.action === 'menu.update' && row.subject_id === dish.id);
    expect(entry?.before).toEqual({ shelf_life_days: 5 });
    expect(entry?.after).toEqual({ shelf_life_days: 4 });
    expect(audit.some((row) => row.action === 'menu.create' && row.subject_id === dish.id)).toBe(
      true,
    );
  });

  it('decides two saves of the same version once: the second is told someone saved it since', async () => {
    const dish = await create();
    const save = (price: string) =>
      send(admin, 'POST', `/api/v1/admin/menu/${dish.id}`, {
        ...newDish({ name_en: dish.name['en-US'] }),
        sizes: [{ ...newDish().sizes[0], price }],
        updated_at: dish.updated_at,
      });
    const answers = await Promise.all([save('14.90'), save('15.90')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<{ message: string }>().message).toMatch(/Someone else saved this dish/);
  });

  it('refuses taking away a size a bundle is made of, naming the bundle', async () => {
    const dishes = (await send(admin, 'GET', '/api/v1/admin/menu')).json<{ data: AdminDish[] }>()
      .data;
    const used = dishes.find((dish) => dish.used_in.some((use) => use.kind === 'bundle'));
    if (!used) throw new Error('the seed has no bundle');
    const use = used.used_in.find((entry) => entry.kind === 'bundle')!;
    const kept = used.sizes.filter((size) => size.size !== use.size);
    const response = await send(admin, 'POST', `/api/v1/admin/menu/${used.id}`, {
      name_en: used.name['en-US'],
      name_ms: used.name['ms-MY'],
      description_en: used.description['en-US'],
      description_ms: used.description['ms-MY'],
      tab: used.tab,
      line: used.line,
      cooking_method: used.cooking_method,
      sizes: kept,
      allergens: used.allergens,
      shelf_life_days: used.shelf_life_days,
      halal: used.halal,
      position: used.position,
    });
    const errors = fieldErrors(response);
    expect(errors.sizes?.[0]).toContain(`Size ${use.size} is part of`);
    expect(errors.sizes?.[0]).toContain(use.name);
    const after = (await send(admin, 'GET', `/api/v1/admin/menu/${used.id}`)).json<{
      data: AdminDish;
    }>().data;
    expect(after.sizes).toEqual(used.sizes);
  });
});

describe('availability per delivery date', () => {
  it('the kitchen marks a dish sold out for the next delivery date: the storefront, the cart and checkout follow', async () => {
    const dish = await create();
    const customer = await registerCustomer(t.app);
    const cart = await addToCart(customer, dish.id);
    const date = await nextDeliveryDate(customer);
    const line = cart.items.find((item) => item.plan_id === dish.id)!;
    expect(line.unavailable).toEqual([]);
    expect((await menuItem(dish.id)).unavailable).toEqual([]);

    const marked = await send(
      kitchen.cookie,
      'POST',
      `/api/v1/admin/menu/${dish.id}/availability`,
      {
        date,
        state: 'sold_out',
      },
    );
    expect(marked.statusCode).toBe(200);
    expect(marked.json<{ data: AdminDish }>().data.unavailable).toEqual([
      { date, state: 'sold_out' },
    ]);

    const { value, ms } = await withinRevisionWindow(
      () => menuItem(dish.id),
      (item) => (item.unavailable ?? []).length > 0,
    );
    expect(value.unavailable).toEqual([{ date, state: 'sold_out' }]);
    expect(ms).toBeLessThanOrEqual(CATALOG_REVISION_MAX_AGE_MS * 2);
    const page = (await t.app.inject({ url: `/api/v1/dishes/${dish.slug}` })).json<{
      data: DishDetails;
    }>();
    expect(page.data.unavailable).toEqual([{ date, state: 'sold_out' }]);

    const inCart = (await kit.call(customer, 'GET', '/api/v1/cart/index')).json<{ data: Cart }>()
      .data;
    expect(inCart.items.find((item) => item.id === line.id)?.unavailable).toEqual([
      { date, state: 'sold_out' },
    ]);

    const refused = await kit.call(
      customer,
      'POST',
      '/api/v1/checkout',
      {
        delivery_method: 'pickup',
        packaging_method: 'vacuum',
        delivery_date: date,
        delivery_time: (
          await kit.call(customer, 'POST', '/api/v1/checkout/quote', { delivery_method: 'pickup' })
        ).json<{ data: CheckoutQuote }>().data.delivery_options.pickup_times[0],
      },
      { 'idempotency-key': `sold-out-${dish.id}`, 'accept-language': 'en-US' },
    );
    const errors = fieldErrors(refused);
    expect(Object.keys(errors)).toEqual([`items.${line.id}`]);
    expect(errors[`items.${line.id}`]?.[0]).toMatch(
      new RegExp(
        `^${dish.name['en-US']} is sold out for .+\\. Remove it or choose another date\\.$`,
      ),
    );

    // Available again: the mark goes, and the audit says who did what.
    const back = await send(kitchen.cookie, 'POST', `/api/v1/admin/menu/${dish.id}/availability`, {
      date,
      state: 'available',
    });
    expect(back.json<{ data: AdminDish }>().data.unavailable).toEqual([]);
    const audit = (await send(admin, 'GET', '/api/v1/admin/audit')).json<{ data: AuditEntry[] }>()
      .data;
    const moves = audit.filter(
      (row) => row.action === 'menu.availability' && row.subject_id === dish.id,
    );
    expect(moves.map((row) => [row.actor, row.before, row.after])).toEqual([
      [kitchen.email, { date, state: 'sold_out' }, { date, state: 'available' }],
      [kitchen.email, { date, state: 'available' }, { date, state: 'sold_out' }],
    ]);
  });

  it('a dish paused on a date makes the bundles made with it unavailable that day too', async () => {
    const dishes = (await send(admin, 'GET', '/api/v1/admin/menu')).json<{ data: AdminDish[] }>()
      .data;
    const used = dishes.find((dish) => dish.used_in.some((use) => use.kind === 'bundle'))!;
    const bundleId = used.used_in.find((use) => use.kind === 'bundle')!.id;
    const customer = await registerCustomer(t.app);
    await kit.call(customer, 'POST', '/api/v1/cart/store', {
      plan_id: bundleId,
      plan_type: 'MEAL',
      quantity: 1,
    });
    const date = await nextDeliveryDate(customer);
    const paused = await send(admin, 'POST', `/api/v1/admin/menu/${used.id}/availability`, {
      date,
      state: 'paused',
    });
    expect(paused.statusCode).toBe(200);
    const cart = (await kit.call(customer, 'GET', '/api/v1/cart/index')).json<{ data: Cart }>()
      .data;
    expect(cart.items.find((item) => item.type === 'MEAL')?.unavailable).toEqual([
      { date, state: 'paused' },
    ]);
    await send(admin, 'POST', `/api/v1/admin/menu/${used.id}/availability`, {
      date,
      state: 'available',
    });
  });

  it('refuses a date in the past and a state it does not know, at their fields', async () => {
    const dish = await create();
    const past = await send(kitchen.cookie, 'POST', `/api/v1/admin/menu/${dish.id}/availability`, {
      date: '2020-01-01',
      state: 'sold_out',
    });
    expect(fieldErrors(past)).toEqual({ date: ['Choose today or a later delivery date.'] });
    const odd = await send(kitchen.cookie, 'POST', `/api/v1/admin/menu/${dish.id}/availability`, {
      date: '2020-02-30',
      state: 'gone',
    });
    expect(Object.keys(fieldErrors(odd)).sort()).toEqual(['date', 'state']);
    const kitchenEdit = await send(
      kitchen.cookie,
      'POST',
      `/api/v1/admin/menu/${dish.id}`,
      newDish(),
    );
    expect(kitchenEdit.statusCode).toBe(403);
  });
});

describe('prices and placed orders', () => {
  it('a price edit never changes a placed order, its receipt or its totals; the cart shows the new price with the old one', async () => {
    const dish = await create();
    const buyer = await registerCustomer(t.app);
    await addToCart(buyer, dish.id, 'L');
    const placed = await kit.place(buyer, 'pickup');
    const row = await kit.orderRow(placed.order_id);
    expect((await kit.callback(placed, row.totalSen, true)).statusCode).toBe(200);
    const orderOf = async () =>
      (await kit.call(buyer, 'GET', `/api/v1/orders/${placed.order_id}`)).json<{
        data: OrderDetail;
      }>().data;
    const receiptOf = async () =>
      pdfText(
        (await kit.call(buyer, 'GET', `/api/v1/orders/${placed.order_id}/receipt.pdf`)).rawPayload,
      );
    const before = {
      order: await orderOf(),
      receipt: await receiptOf(),
      row: await kit.orderRow(placed.order_id),
    };
    expect(before.receipt).toContain('17.90');

    const browser = await registerCustomer(t.app);
    await addToCart(browser, dish.id, 'L');

    const edited = await send(admin, 'POST', `/api/v1/admin/menu/${dish.id}`, {
      ...newDish({ name_en: dish.name['en-US'] }),
      sizes: [newDish().sizes[0], { ...newDish().sizes[1], price: '19.50' }],
    });
    expect(edited.statusCode).toBe(200);

    expect(await orderOf()).toEqual(before.order);
    expect(await receiptOf()).toBe(before.receipt);
    const after = await kit.orderRow(placed.order_id);
    expect([after.subtotalSen, after.totalSen, after.priceLines]).toEqual([
      before.row.subtotalSen,
      before.row.totalSen,
      before.row.priceLines,
    ]);

    const cart = (await kit.call(browser, 'GET', '/api/v1/cart/index')).json<{ data: Cart }>().data;
    const line = cart.items.find((item) => item.plan_id === dish.id);
    expect([line?.price, line?.previous_price, cart.sub_total]).toEqual([
      '19.50',
      '17.90',
      '19.50',
    ]);
    // A line added after the change has nothing to say.
    const later = await registerCustomer(t.app);
    const fresh = await addToCart(later, dish.id, 'L');
    expect(fresh.items[0]?.previous_price).toBeNull();
  });
});
