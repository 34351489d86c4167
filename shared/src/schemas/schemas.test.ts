import fc from 'fast-check';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { fieldMessages, translateFieldMessages } from '../validation/errors';
import { validationMessages } from '../validation/messages';
import { addressSchema } from '../account/addresses.validation';
import {
  cartStoreSchema,
  cartUpdateSchema,
  type CartStoreInput,
  type CartStoreRequest,
} from '../cart/cart.validation';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
} from '../account/account.validation';
import { menuQuerySchema } from '../catalogue/catalogue.validation';
import { rescheduleSchema } from '../orders/orders.validation';
import { logEntrySchema } from '../validation/logEntry';
import { dishAdminSchema } from '../catalogue/menu.validation';
import { normalizeMalaysianPhone, PASSWORD_MIN } from '../validation/rules';
import { passwordStrength } from '../validation/password';

const now = new Date('2025-06-15T04:00:00Z');

async function errorsOf(schema: AnyObjectSchema, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true, context: { now } });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages = fieldMessages(error);
    return Object.fromEntries(
      Object.entries(messages).map(([field, list]) => [field, list.map((m) => m.key)]),
    );
  }
}

const validRegistration = {
  email: 'siti@example.my',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  first_name: 'Siti',
  last_name: 'Aminah',
  phone_no: '012-345 6789',
  date_of_birth: '1990-04-01',
  gender: 'F',
  country_code: 'MY',
};

describe('registerSchema', () => {
  it('accepts a complete registration and trims names', async () => {
    const value = await registerSchema.validate(
      { ...validRegistration, first_name: '  Siti ', extra: 'dropped' },
      { stripUnknown: true, context: { now } },
    );
    expect(value.first_name).toBe('Siti');
    expect(value).not.toHaveProperty('extra');
  });

  it('requires every field (docs/spec.md §5)', async () => {
    expect(await errorsOf(registerSchema, {})).toEqual({
      email: ['validation.required'],
      password: ['validation.required'],
      password_confirmation: ['validation.required'],
      first_name: ['validation.required'],
      last_name: ['validation.required'],
      phone_no: ['validation.required'],
      date_of_birth: ['validation.required'],
      gender: ['validation.required'],
      country_code: ['validation.required'],
    });
  });

  it('puts a mismatching confirmation on password_confirmation', async () => {
    const errors = await errorsOf(registerSchema, {
      ...validRegistration,
      password_confirmation: 'other-pass-1',
    });
    expect(errors).toEqual({ password_confirmation: ['validation.passwordMismatch'] });
  });

  it.each([
    ['gender', 'X', 'validation.gender'],
    ['country_code', 'SG', 'validation.countryCode'],
    ['email', 'not-an-email', 'validation.email'],
    ['phone_no', '12345', 'validation.phone'],
    ['date_of_birth', '1990-02-30', 'validation.date'],
    ['date_of_birth', '01/04/1990', 'validation.date'],
    ['date_of_birth', '2030-01-01', 'validation.dateInPast'],
    ['date_of_birth', '2015-01-01', 'validation.age'],
    ['date_of_birth', '1890-01-01', 'validation.age'],
    ['first_name', 'x'.repeat(101), 'validation.max'],
    ['password', 'short', 'validation.min'],
    ['first_name', 42, 'validation.string'],
    ['first_name', ['Siti'], 'validation.string'],
    ['first_name', null, 'validation.required'],
  ])('%s = %p fails with %s', async (field, value, key) => {
    const errors = await errorsOf(registerSchema, {
      ...validRegistration,
      ...(field === 'password'
        ? { password: value, password_confirmation: value }
        : { [field]: value }),
    });
    expect(errors[field]).toContain(key);
  });

  it('reports a non-object body as validation.object', async () => {
    expect(await errorsOf(registerSchema, [])).toEqual({ _body: ['validation.object'] });
    expect(await errorsOf(registerSchema, null)).toEqual({ _body: ['validation.object'] });
  });
});

describe('other schemas', () => {
  it('login needs an e-mail and a password of 8+', async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.my', password: 'short' })).toEqual({
      password: ['validation.min'],
    });
  });

  it('profile update has no passwords and a strict boolean', async () => {
    const { password: _p, password_confirmation: _c, ...profile } = validRegistration;
    expect(await errorsOf(profileUpdateSchema, { ...profile, email_notifications: false })).toEqual(
      {},
    );
    expect(await errorsOf(profileUpdateSchema, { ...profile, email_notifications: 'yes' })).toEqual(
      { email_notifications: ['validation.boolean'] },
    );
  });

  it('change password checks all three fields', async () => {
    expect(
      await errorsOf(changePasswordSchema, {
        old_password: 'x',
        password: 'new-password',
        password_confirmation: 'new-passwore',
      }),
    ).toEqual({
      old_password: ['validation.min'],
      password_confirmation: ['validation.passwordMismatch'],
    });
  });

  it('forgot and reset password', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: '' })).toEqual({
      email: ['validation.required'],
    });
    expect(await errorsOf(resetPasswordSchema, { password: 'plum-tree-42' })).toEqual({
      token: ['validation.required'],
      password_confirmation: ['validation.required'],
    });
  });

  it('refuses common and guessable new passwords, but still signs them in', async () => {
    // Breached and common passwords (any case, digits bolted on), repeats, sequences, keyboard walks.
    const weakOnes = [
      'password1234',
      'Password1234',
      '123456789012',
      'aaaaaaaaaaaa',
      'abcdefghijkl',
      'iloveyou1234',
    ];
    for (const weak of [
      ...weakOnes,
      'qwertyuiop12',
      '1qaz2wsx3edc',
      'p@$$w0rd1234',
      'abababababab',
    ]) {
      const pair = { password: weak, password_confirmation: weak };
      expect(await errorsOf(registerSchema, { ...validRegistration, ...pair })).toEqual({
        password: ['validation.passwordCommon'],
      });
      expect(
        await errorsOf(changePasswordSchema, { old_password: 'whatever-old', ...pair }),
      ).toEqual({ password: ['validation.passwordCommon'] });
      expect(await errorsOf(resetPasswordSchema, { token: 't', ...pair })).toEqual({
        password: ['validation.passwordCommon'],
      });
      expect(await errorsOf(loginSchema, { email: 'a@b.my', password: weak })).toEqual({});
    }
    expect(await passwordStrength('short')).toBe('tooShort');
    expect(await passwordStrength('password1234')).toBe('weak');
    expect(await passwordStrength('kucing123456')).toBe('fair');
    expect(await passwordStrength('plum-tree123')).toBe('good');
    expect(await passwordStrength('plum-tree-river')).toBe('strong');
    // Passwords the tests and the seed use stay acceptable.
    for (const fine of [
      'sedap-makan-2026',
      'brand-new-pass',
      'another-pass',
      'e2e-Admin-Passw0rd!',
    ]) {
      expect(
        await errorsOf(registerSchema, {
          ...validRegistration,
          password: fine,
          password_confirmation: fine,
        }),
      ).toEqual({});
    }
  });

  it('estimates only the first 64 characters, so a long password costs no more than a 64-character one', async () => {
    const long = 'correct horse battery staple '.repeat(9);
    expect(long.length).toBeGreaterThan(PASSWORD_MIN * 20);
    expect(await passwordStrength(long)).toBe('strong');
    expect(await passwordStrength('password'.repeat(20))).toBe('weak');
  });

  it('log entries take integers, not numeric strings', async () => {
    expect(
      await errorsOf(logEntrySchema, {
        statusCode: '500',
        message: 'boom',
        date: 'yesterday',
        userId: null,
      }),
    ).toEqual({ statusCode: ['validation.number'], date: ['validation.dateTime'] });
  });
});

describe('messages', () => {
  it('translates into both locales with placeholders', async () => {
    const error = await loginSchema
      .validate({ email: 'a@b.my', password: 'short' }, { abortEarly: false })
      .catch((e: unknown) => e as ValidationError);
    expect(translateFieldMessages(fieldMessages(error as ValidationError), 'ms-MY')).toEqual({
      password: ['Medan ini mestilah sekurang-kurangnya 8 aksara.'],
    });
    expect(Object.keys(validationMessages['ms-MY']).sort()).toEqual(
      Object.keys(validationMessages['en-US']).sort(),
    );
  });

  it('normalizes Malaysian phone numbers', () => {
    expect(normalizeMalaysianPhone('+60 12-345 6789')).toBe('0123456789');
    expect(normalizeMalaysianPhone('03-2141 1234')).toBe('0321411234');
    expect(normalizeMalaysianPhone('+65 9123 4567')).toBeNull();
  });

  it('never reports a raw yup sentence, whatever the input (property)', async () => {
    const schemas = [
      registerSchema,
      loginSchema,
      profileUpdateSchema,
      changePasswordSchema,
      resetPasswordSchema,
      logEntrySchema,
      cartStoreSchema,
      cartUpdateSchema,
    ];
    const keys = new Set(Object.keys(validationMessages['en-US']));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...schemas),
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(
            fc.constantFrom(
              'email',
              'password',
              'password_confirmation',
              'gender',
              'statusCode',
              'userId',
              'date',
            ),
            fc.jsonValue(),
          ),
        ),
        async (schema, value) => {
          const errors = await errorsOf(schema, value);
          for (const list of Object.values(errors)) {
            for (const key of list) expect(keys.has(key)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('menuQuerySchema', () => {
  it('defaults the page and reads lists of allergens from commas or repeated keys', async () => {
    expect(await menuQuerySchema.validate({})).toEqual({ page: 1, per_page: 24 });
    expect(
      await menuQuerySchema.validate({
        tab: 'alacarte',
        line: '',
        exclude_allergens: ['peanut, dairy', 'rice'],
        q: '  rendang ',
        page: '2',
        per_page: '60',
      }),
    ).toEqual({
      tab: 'alacarte',
      exclude_allergens: ['peanut', 'dairy', 'rice'],
      q: 'rendang',
      page: 2,
      per_page: 60,
    });
  });

  it('refuses unknown choices, allergens and pages past the limits', async () => {
    expect(
      await errorsOf(menuQuerySchema, {
        tab: 'dessert',
        line: 'keto',
        exclude_allergens: 'peanut,gluten',
        page: '0',
        per_page: '61',
      }),
    ).toEqual({
      tab: ['validation.oneOf'],
      line: ['validation.oneOf'],
      'exclude_allergens[1]': ['validation.allergen'],
      page: ['validation.minValue'],
      per_page: ['validation.maxValue'],
    });
  });
});

describe('cartStoreSchema', () => {
  it('defaults plan_type STANDARD, quantity 1 and servings 1 (docs/spec.md §7, §9) and drops a price', async () => {
    expect(
      await cartStoreSchema.validate({ plan_id: 4, price: '0.01' }, { stripUnknown: true }),
    ).toEqual({
      plan_id: 4,
      plan_type: 'STANDARD',
      quantity: 1,
      servings: 1,
    });
  });

  it('takes a request typed by its RequestBody, defaulted fields left out, and fills them in', async () => {
    const request: CartStoreRequest = { plan_id: 4, plan_type: 'RECIPE', size: 'L' };
    const read: CartStoreInput = await cartStoreSchema.validate(request);
    expect(read).toEqual({ plan_id: 4, plan_type: 'RECIPE', size: 'L', quantity: 1, servings: 1 });
  });

  it('bounds the quantity to 1–99 with its own message', async () => {
    for (const quantity of [0, 100, -1]) {
      expect(await errorsOf(cartStoreSchema, { plan_id: 1, quantity })).toEqual({
        quantity: ['validation.quantity'],
      });
    }
    expect(await errorsOf(cartStoreSchema, { plan_id: 1, quantity: 99, size: 'L' })).toEqual({});
  });

  it('takes numbers as numbers only, and sizes S or L', async () => {
    expect(
      await errorsOf(cartStoreSchema, { plan_id: '1', quantity: null, servings: 11, size: 'XL' }),
    ).toEqual({
      plan_id: ['validation.number'],
      quantity: ['validation.number'],
      servings: ['validation.servings'],
      size: ['validation.size'],
    });
  });
});

it('fails validation instead of crashing on keys of Object.prototype', async () => {
  for (const key of ['valueOf', 'constructor', 'toString', 'hasOwnProperty']) {
    expect(await errorsOf(cartUpdateSchema, { [key]: 0 })).toEqual({
      cart_id: ['validation.required'],
      quantity: ['validation.required'],
    });
    expect(await errorsOf(loginSchema, { [key]: 1 })).toHaveProperty('email');
  }
});

it('fails validation instead of crashing on an object whose toString or valueOf is not a function', async () => {
  const trap = { toString: 'K', valueOf: 1 };
  expect(
    await errorsOf(changePasswordSchema, {
      old_password: trap,
      password: 'long enough now',
      password_confirmation: 1e-300,
    }),
  ).toEqual({
    old_password: ['validation.string'],
    password_confirmation: ['validation.string', 'validation.passwordMismatch'],
  });
  expect(await errorsOf(cartUpdateSchema, { cart_id: trap, quantity: trap })).toEqual({
    cart_id: ['validation.number'],
    quantity: ['validation.number'],
  });
});

describe('cartUpdateSchema', () => {
  it('needs the line and a quantity of 1–99', async () => {
    expect(await errorsOf(cartUpdateSchema, {})).toEqual({
      cart_id: ['validation.required'],
      quantity: ['validation.required'],
    });
    expect(await errorsOf(cartUpdateSchema, { cart_id: 3, quantity: 100 })).toEqual({
      quantity: ['validation.quantity'],
    });
  });
});

const validAddress = {
  first_name: 'Siti',
  last_name: 'Aminah',
  address_1: '12 Jalan SS2/24',
  state: 'Selangor',
  city: 'Petaling Jaya',
  postcode: '47300',
  country: 'MY',
  phone: '012-345 6789',
  latitude: 3.10726,
  longitude: 101.60671,
};

describe('addressSchema (docs/spec.md §5)', () => {
  it('accepts a picked address, coordinates as numbers or form text, is_default as 1/0 or a boolean', async () => {
    expect(await errorsOf(addressSchema, validAddress)).toEqual({});
    expect(
      await errorsOf(addressSchema, { ...validAddress, latitude: '3.10726', longitude: '101.6' }),
    ).toEqual({});
    for (const isDefault of [1, 0, true, false]) {
      expect(await errorsOf(addressSchema, { ...validAddress, is_default: isDefault })).toEqual({});
    }
    const cast = await addressSchema.validate({ ...validAddress, is_default: 1, unit_no: '' });
    expect(cast.is_default).toBe(true);
    expect(cast.unit_no).toBeUndefined();
  });

  it.each([
    [{ latitude: 0, longitude: 0 }],
    [{ latitude: 0 }],
    [{ longitude: 0 }],
    [{ latitude: undefined, longitude: undefined }],
    [{ latitude: '', longitude: '' }],
  ])('puts the address note on address_1 for %j', async (coordinates) => {
    expect(await errorsOf(addressSchema, { ...validAddress, ...coordinates })).toEqual({
      address_1: ['validation.addressNote'],
    });
  });

  it('refuses coordinates outside Malaysia on address_1, and bad types on their fields', async () => {
    expect(
      await errorsOf(addressSchema, { ...validAddress, latitude: 1.29, longitude: 103.85 - 10 }),
    ).toEqual({ address_1: ['validation.addressOutside'] });
    expect(
      await errorsOf(addressSchema, {
        ...validAddress,
        latitude: 'north',
        is_default: 'yes',
        postcode: '4730',
        country: 'SG',
      }),
    ).toEqual({
      latitude: ['validation.number'],
      is_default: ['validation.boolean'],
      postcode: ['validation.postcode'],
      country: ['validation.countryCode'],
    });
  });

  it('requires the docs/spec.md §5 fields', async () => {
    expect(Object.keys(await errorsOf(addressSchema, {})).sort()).toEqual(
      [
        'address_1',
        'city',
        'country',
        'first_name',
        'last_name',
        'phone',
        'postcode',
        'state',
      ].sort(),
    );
  });
});

describe('rescheduleSchema', () => {
  it('takes a real date and a hh:mm time', async () => {
    expect(
      await errorsOf(rescheduleSchema, { delivery_date: '2026-11-27', delivery_time: '13:00' }),
    ).toEqual({});
    expect(
      await errorsOf(rescheduleSchema, { delivery_date: '2026-02-30', delivery_time: '1pm' }),
    ).toEqual({ delivery_date: ['validation.date'], delivery_time: ['validation.deliverySlot'] });
  });
});

it('refuses a dish whose sizes are not objects at that field, instead of crashing', async () => {
  for (const sizes of [[null], [{ size: 'S' }, null], [1], [[]]]) {
    const errors = await errorsOf(dishAdminSchema, { sizes });
    expect(Object.keys(errors).some((field) => field.startsWith('sizes'))).toBe(true);
  }
});
