import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { commonMessages } from '../i18n/commonMessages';
import type { Locale } from '../i18n/locale';
import { Button, Field, TextInput } from '../ui';
import { theme } from '../ui/theme';
import { FormAlert } from './FormAlert';
import type { ValidationModule } from '../schemas/load';
import { useSchemaForm, type SchemaForm, type Sent } from './useSchemaForm';

type Adjustment = Record<'points' | 'remarks', string>;
type Send = (body: object) => Promise<Sent>;

/** The adjustment as the API reads it: the points as a number, none when left empty. */
const toNumbers = (values: Adjustment) => ({
  points: values.points.trim() === '' ? undefined : Number(values.points),
  remarks: values.remarks,
});

const common = {
  // The shared schema reads the points as a number only, never as text.
  schema: (rules: ValidationModule) => rules.pointsAdjustmentSchema,
  initialValues: { points: '', remarks: '' },
  onSuccess: () => undefined,
};

function Fields({ form }: { form: SchemaForm<Adjustment> }) {
  return (
    <form {...form.formProps} aria-label="Adjust points">
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <Field label="Points" error={form.error('points')} required>
        {(control) => <TextInput {...control} {...form.field('points')} />}
      </Field>
      <Field label="Remarks" error={form.error('remarks')} required>
        {(control) => <TextInput {...control} {...form.field('remarks')} />}
      </Field>
      <output aria-label="Preview">{form.values.points || 'none'}</output>
      <Button type="submit">Save</Button>
    </form>
  );
}

/** The values converted into the request body before the schema checks them. */
function ConvertingForm({ send }: { send: Send }) {
  return <Fields form={useSchemaForm({ ...common, toRequest: toNumbers, submit: send })} />;
}

/** The values checked and sent as the text they are. */
function TextForm({ send }: { send: Send }) {
  return <Fields form={useSchemaForm({ ...common, submit: send })} />;
}

function renderForm({ convert = true, locale = 'en-US' }: { convert?: boolean; locale?: Locale }) {
  const send = jest.fn<Promise<Sent>, [object]>(() => Promise.resolve({ data: { ok: true } }));
  render(
    <ThemeProvider theme={theme}>
      <IntlProvider locale={locale} messages={commonMessages[locale]}>
        {convert ? <ConvertingForm send={send} /> : <TextForm send={send} />}
      </IntlProvider>
    </ThemeProvider>,
  );
  return { send, user: userEvent.setup() };
}

describe('useSchemaForm', () => {
  it('checks the body toRequest makes and sends that body', async () => {
    const { send, user } = renderForm({});

    await user.type(screen.getByRole('textbox', { name: 'Points' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ points: 12, remarks: 'Goodwill' });
    expect(screen.getByRole('textbox', { name: 'Points' })).not.toHaveAttribute('aria-invalid');
  });

  it('puts the converted body’s refusal at its field, in Malay too, and focuses it', async () => {
    const { send, user } = renderForm({ locale: 'ms-MY' });

    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Muhibah');
    await user.type(screen.getByRole('textbox', { name: 'Points' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const points = await screen.findByRole('textbox', {
      name: 'Points',
      description: 'Medan ini mestilah nombor bulat.',
    });
    expect(points).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('without toRequest, checks and sends the values as text', async () => {
    const { send, user } = renderForm({ convert: false });

    await user.type(screen.getByRole('textbox', { name: 'Points' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The schema reads the points as a number only: the text "12" is refused, nothing is sent.
    expect(
      await screen.findByRole('textbox', {
        name: 'Points',
        description: 'This field must be a number.',
      }),
    ).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('returns the fields’ current values', async () => {
    const { user } = renderForm({});
    expect(screen.getByRole('status', { name: 'Preview' })).toHaveTextContent('none');

    await user.type(screen.getByRole('textbox', { name: 'Points' }), '-40');

    expect(screen.getByRole('status', { name: 'Preview' })).toHaveTextContent('-40');
  });
});
