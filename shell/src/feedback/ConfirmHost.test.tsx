import { act, screen, waitFor } from '@testing-library/react';
import type { Locale } from '@mealprep/shared/i18n';
import userEvent from '@testing-library/user-event';
import type { ConfirmPayload } from '@mealprep/shared/bus';
import { selectToast } from '@mealprep/shared/store';
import { renderShell } from '../testUtils';
import { ConfirmHost } from './ConfirmHost';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmHost', () => {
  function setup(locale: Locale = 'en-US') {
    const result = renderShell(<ConfirmHost />, { locale });
    // The dialog's code is its own chunk: each open waits until a dialog is on screen.
    const open = async (payload: ConfirmPayload) => {
      act(() => result.bus.emit('confirm.open', payload));
      await screen.findByRole('alertdialog');
    };
    return { ...result, open };
  }

  it('runs the action on Confirm, shows it running, then closes', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    const request = deferred();
    const action = jest.fn(() => request.promise);
    await open({ title: 'Delete address?', message: 'This address will be removed.', action });

    const dialog = screen.getByRole('alertdialog', { name: 'Delete address?' });
    expect(dialog).toHaveAccessibleDescription('This address will be removed.');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);

    expect(action).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toBeInTheDocument();
    await user.click(confirm);
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => request.resolve());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes on Cancel without running the action, and focuses Cancel first', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    const action = jest.fn();
    await open({ title: 'Remove item?', message: 'Gone for good.', action });

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('names its dismiss button as the caller asks, so it is not read as the action', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    const action = jest.fn();
    await open({
      title: 'Cancel order MP-1?',
      message: 'It can no longer be paid.',
      confirmTitle: 'Cancel order',
      cancelTitle: 'Keep order',
      action,
    });

    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    const keep = screen.getByRole('button', { name: 'Keep order' });
    expect(keep).toHaveFocus();
    await user.click(keep);
    expect(action).not.toHaveBeenCalled();
  });

  it('closes on Escape without running the action', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    const action = jest.fn();
    await open({ title: 'Remove item?', message: 'Gone for good.', action });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('uses the caller’s confirm title, or the common texts when none are given', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    await open({ title: 'Log out?', message: 'See you soon.', confirmTitle: 'Log out' });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await open({ title: '', message: '' });
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('closes when the action fails, and adds no toast of its own', async () => {
    const user = userEvent.setup();
    const { open, store } = setup();
    await open({
      title: 'Delete?',
      message: 'Sure?',
      action: () => Promise.reject(new Error('500')),
    });

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(selectToast(store.getState())).toBeNull();
  });

  it('shows a request that arrives while another is open after it', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    await open({ title: 'First?', message: 'One.' });
    await open({ title: 'Second?', message: 'Two.' });

    expect(screen.getByRole('alertdialog', { name: 'First?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog', { name: 'Second?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('speaks Bahasa Malaysia', async () => {
    const { open } = setup('ms-MY');
    await open({ title: '', message: '' });
    expect(screen.getByRole('alertdialog', { name: 'Adakah anda pasti?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sahkan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
  });
});
