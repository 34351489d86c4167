import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, TextInput, TextArea } from './Field';
import { Select } from './Select';
import { renderWithTheme } from './testUtils';

describe('Field', () => {
  it('labels its control and describes it with the hint and the error', () => {
    renderWithTheme(
      <Field label="Email" hint="We send the receipt here." error="Enter a valid e-mail address.">
        {(control) => <TextInput type="email" {...control} />}
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We send the receipt here. Enter a valid e-mail address.',
    );
    // Errors are read with the field, not shouted by a live region on every field.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is valid and described by the hint alone while there is no error', () => {
    renderWithTheme(
      <Field label="Delivery instructions" hint="Optional.">
        {(control) => <TextArea {...control} />}
      </Field>,
    );

    const textarea = screen.getByRole('textbox', { name: 'Delivery instructions' });
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).toHaveAccessibleDescription('Optional.');
  });

  it('has no description at all without hint and error', () => {
    renderWithTheme(<Field label="Name">{(control) => <TextInput {...control} />}</Field>);

    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-describedby');
  });

  it('marks a required control for assistive technology without native validation', () => {
    renderWithTheme(
      <Field label="Password" required>
        {(control) => <TextInput type="text" {...control} />}
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('required');
  });

  it('focuses the control when the label is clicked and uses a given id', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Field label="Postcode" id="postcode">
        {(control) => <TextInput {...control} />}
      </Field>,
    );

    await user.click(screen.getByText('Postcode'));

    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('id', 'postcode');
  });

  it('wires a Select the same way', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Field label="State" error="Choose a state.">
        {(control) => (
          <Select
            {...control}
            placeholder="Choose…"
            defaultValue=""
            options={[
              { value: 'sgr', label: 'Selangor' },
              { value: 'kul', label: 'Kuala Lumpur' },
            ]}
          />
        )}
      </Field>,
    );

    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAccessibleDescription('Choose a state.');
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Kuala Lumpur');
    expect(select).toHaveValue('kul');
  });
});
