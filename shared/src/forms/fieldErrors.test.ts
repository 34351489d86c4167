import { object, string, array } from 'yup';
import * as validation from '../schemas';
import { firstFieldErrors, ruleErrors, validateWithSchema } from './fieldErrors';
import { msg } from '../validation/rules';

describe('the forms’ one validation rule', () => {
  it('says "required" for a field left blank, whatever the schema checks first', async () => {
    const errors = await ruleErrors(
      (rules) => rules.staffInviteSchema,
      { email: 'not-an-email', first_name: 'Devi', last_name: '', role: '' },
      'en-US',
    );
    expect(errors).toEqual({
      email: expect.stringMatching(/e-mail/i),
      last_name: 'This field is required.',
      role: 'This field is required.',
    });
  });

  it('gives a filled field its first message, in Malay too', async () => {
    const errors = await ruleErrors(
      (rules) => rules.staffInviteSchema,
      { email: 'devi@mealprep.my', first_name: 'Devi', last_name: 'Rao', role: 'chef' },
      'ms-MY',
    );
    expect(errors).toEqual({ role: 'Pilih salah satu nilai yang dibenarkan.' });
  });

  it('reads a nested field’s value by the path yup names it with', async () => {
    const schema = object({
      sizes: array(object({ calories: string().required(msg('validation.required')).min(3) })),
    });
    const errors = await validateWithSchema(
      validation,
      schema,
      { sizes: [{ calories: '' }, { calories: '12' }] },
      'en-US',
    );
    expect(errors['sizes[0].calories']).toBe('This field is required.');
    expect(errors['sizes[1].calories']).not.toBe('This field is required.');
  });

  it('passes what the rules accept, and puts a refusal’s first messages at their fields', async () => {
    expect(
      await ruleErrors(
        (rules) => rules.loginSchema,
        { email: 'aisyah@example.com', password: 'a long enough secret' },
        'en-US',
      ),
    ).toEqual({});
    expect(
      firstFieldErrors({ status: 422, message: 'x', errors: { code: ['Bad', 'Worse'] } }),
    ).toEqual({ code: 'Bad' });
    expect(firstFieldErrors(new Error('offline'))).toEqual({});
  });
});
