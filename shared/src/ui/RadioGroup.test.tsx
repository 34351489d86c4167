import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { RadioGroup } from './RadioGroup';
import { renderWithTheme } from './testUtils';

const packaging = [
  { value: 'lunch_box', label: 'Lunch box' },
  { value: 'vacuum', label: 'Vacuum seal pack', description: 'Keeps longer in the freezer.' },
];

describe('RadioGroup', () => {
  it('is a radio group named by its legend, described by its hint and error', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <RadioGroup
        legend="Packaging"
        name="packaging"
        options={packaging}
        defaultValue="lunch_box"
        hint="Choose one."
        error="Choose a packaging method."
        required
        onChange={onChange}
      />,
    );

    const group = screen.getByRole('radiogroup', { name: 'Packaging' });
    expect(group).toHaveAccessibleDescription('Choose one. Choose a packaging method.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'Lunch box' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Vacuum seal pack' })).toHaveAccessibleDescription(
      'Keeps longer in the freezer.',
    );

    await user.click(screen.getByText('Vacuum seal pack'));

    expect(onChange).toHaveBeenCalledWith('vacuum');
    expect(screen.getByRole('radio', { name: 'Vacuum seal pack' })).toBeChecked();
  });

  it('follows its value when controlled', () => {
    renderWithTheme(
      <RadioGroup
        legend="Packaging"
        name="packaging"
        options={packaging}
        value="vacuum"
        onChange={jest.fn()}
      />,
    );

    expect(screen.getByRole('radio', { name: 'Vacuum seal pack' })).toBeChecked();
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
  });
});

describe('Checkbox', () => {
  it('is labelled, described and marked invalid', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Checkbox
        label="I accept the terms and conditions"
        description="Refunds are not possible once paid."
        error="Accept the terms to continue."
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });

    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(
      'Refunds are not possible once paid. Accept the terms to continue.',
    );
    await user.click(screen.getByText('I accept the terms and conditions'));
    expect(checkbox).toBeChecked();
  });
});
