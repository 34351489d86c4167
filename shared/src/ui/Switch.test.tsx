import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';
import { renderWithTheme } from './testUtils';

describe('Switch', () => {
  it('toggles on click, on its label and from the keyboard', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    renderWithTheme(
      <Switch
        label="Add supplements"
        description="We add one blank supplement."
        onCheckedChange={onCheckedChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Add supplements' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('We add one blank supplement.');

    await user.click(toggle);
    expect(toggle).toBeChecked();

    await user.click(screen.getByText('Add supplements'));
    expect(toggle).not.toBeChecked();

    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows its checked prop when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch label="Home-sourced meals" checked={on} onCheckedChange={setOn} />
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Home-sourced meals' });
    expect(toggle).toBeChecked();

    await user.click(toggle);

    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('ignores clicks when disabled and is a button that never submits a form', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    renderWithTheme(<Switch label="Vacuum seal" disabled onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Vacuum seal' });

    await user.click(toggle);

    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('type', 'button');
  });
});
