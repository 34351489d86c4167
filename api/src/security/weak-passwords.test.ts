/**
 * Passwords guessed from what an attacker knows of the shop and of the customer
 * (docs/architecture.md §5.1 "Credentials", ASVS 2.1.1 and 2.1.7): the shop's name and words,
 * the customer's own e-mail and name, and anything shorter than 12 characters, refused wherever
 * a password is chosen — registration, change, reset (a staff member's set-password link is a
 * reset) —, by the API and by the shared rule the forms run; passwords chosen before still sign in.
 */
import { randomBytes } from 'node:crypto';
import type { AnyObjectSchema } from 'yup';
import { changePasswordSchema, registerSchema } from '@mealprep/shared/validation';
import { hashPassword } from '../lib/password';
import { hashToken } from '../lib/tokens';
import { native } from '../test/native';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueEmail,
  uniqueIp,
  validRegistration,
  type TestApp,
} from '../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const SHOP_GUESSES = ['mealprep2026', 'admin@mealprep', 'MealPrep-Malaysia', 'kualalumpur2026'];
const EN_PERSONAL =
  'This password is too easy to guess from your name, your e-mail or the shop’s name. Choose one that has none of them.';
const MS_PERSONAL =
  'Kata laluan ini mudah diteka daripada nama anda, e-mel anda atau nama kedai. Pilih kata laluan yang tidak mengandunginya.';

function register(overrides: Record<string, unknown>, language = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'accept-language': language },
    payload: validRegistration(overrides),
    remoteAddress: uniqueIp(),
  });
}

/** A reset link for `userId`, as the forgotten-password mail (or a staff invitation) gives. */
async function resetLink(userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await new native.repositories.passwordResets.PasswordResetsRepository(t.db).create({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

describe('registration', () => {
  it.each(SHOP_GUESSES)('refuses %s, built from the shop’s own words', async (password) => {
    const answer = await register({ password, password_confirmation: password });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ password: [EN_PERSONAL] });
  });

  it('refuses the customer’s own e-mail, its parts and their name, in the visitor’s language', async () => {
    const local = `nur.aisyah.${randomBytes(3).toString('hex')}`;
    const email = `${local}@kedaibunga.my`;
    for (const password of [email, `${local}!`, 'kedaibunga.my2026', 'NurAisyahRahman1']) {
      const answer = await register(
        {
          email,
          first_name: 'Nur Aisyah',
          last_name: 'Rahman',
          password,
          password_confirmation: password,
        },
        'ms-MY',
      );
      expect([password, answer.statusCode, answer.json().errors]).toEqual([
        password,
        422,
        { password: [MS_PERSONAL] },
      ]);
    }
  });

  it('asks for at least 12 characters, and takes a good password of 12', async () => {
    const short = await register({ password: 'plum-tree-4', password_confirmation: 'plum-tree-4' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['This field must be at least 12 characters.']);
    const fine = await register({
      password: 'plum-tree-42',
      password_confirmation: 'plum-tree-42',
    });
    expect(fine.statusCode).toBe(201);
  });
});

describe('changing and resetting a password', () => {
  it('refuses the account’s own e-mail as the new password, by the change and by a reset link', async () => {
    const customer = await registerCustomer(t.app);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: { cookie: customer.cookie },
      payload: {
        old_password: customer.password,
        password: customer.email,
        password_confirmation: customer.email,
      },
      remoteAddress: customer.ip,
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors).toEqual({ password: [EN_PERSONAL] });

    const token = await resetLink(customer.id);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'mealprep2026', password_confirmation: 'mealprep2026' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toEqual({ password: [EN_PERSONAL] });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: customer.email, password_confirmation: customer.email },
      remoteAddress: uniqueIp(),
    });
    expect(own.json().errors).toEqual({ password: [EN_PERSONAL] });
    // The refused reset left the link usable and the password as it was.
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'teh-tarik-at-dawn', password_confirmation: 'teh-tarik-at-dawn' },
      remoteAddress: uniqueIp(),
    });
    expect(good.statusCode).toBe(200);
  });
});

describe('passwords chosen under the old rules', () => {
  it('still sign in: the rule applies to new passwords only', async () => {
    const email = uniqueEmail('old.rules');
    const password = 'mealprep'; // 8 characters, the shop's name: what the old rules let through
    const users = new native.repositories.users.UsersRepository(t.db);
    await users.create({
      email,
      passwordHash: await hashPassword(password, t.config.password),
      role: 'customer',
      firstName: 'Ah',
      lastName: 'Meng',
      phoneNo: '0123456789',
      dateOfBirth: '1980-01-01',
      gender: 'M',
      countryCode: 'MY',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('the shared rule the forms run', () => {
  async function keysOf(schema: AnyObjectSchema, input: unknown, context = {}) {
    try {
      await schema.validate(input, { abortEarly: false, context });
      return [];
    } catch (error) {
      return (error as { errors: { key: string }[] }).errors.map((message) => message.key);
    }
  }

  it('refuses the shop’s words, the e-mail and the name at registration', async () => {
    for (const password of [...SHOP_GUESSES, 'siti.aminah@contoh.my']) {
      const input = {
        ...validRegistration({ email: 'siti.aminah@contoh.my', password }),
        password_confirmation: password,
      };
      expect(await keysOf(registerSchema, input)).toEqual(['validation.passwordPersonal']);
    }
  });

  it('refuses the account’s e-mail on a change when the caller names the account', async () => {
    const input = {
      old_password: 'whatever-old',
      password: 'siti.aminah@contoh.my',
      password_confirmation: 'siti.aminah@contoh.my',
    };
    expect(
      await keysOf(changePasswordSchema, input, {
        account: { email: 'siti.aminah@contoh.my', first_name: 'Siti', last_name: 'Aminah' },
      }),
    ).toEqual(['validation.passwordPersonal']);
  });
});
