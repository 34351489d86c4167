import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { renderWithTheme } from './testUtils';

function ConfirmDelete({ closeOnBackdropClick }: { closeOnBackdropClick?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete address
      </button>
      <Dialog
        open={open}
        role="alertdialog"
        title="Are you sure?"
        description="This action cannot be undone."
        closeLabel="Close"
        closeOnBackdropClick={closeOnBackdropClick}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger">Delete</Button>
          </>
        }
      />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithTheme(<ConfirmDelete />);
  const opener = screen.getByRole('button', { name: 'Delete address' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('alertdialog', { name: 'Are you sure?' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<ConfirmDelete />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens as a modal labelled by its title and described by its message', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
  });

  it('moves focus to the first action inside and gives it back to the opener on Escape', async () => {
    const { user, opener } = await openDialog();

    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const del = screen.getByRole('button', { name: 'Delete' });

    await user.tab();
    expect(del).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(del).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('closes from the close button and returns focus', async () => {
    const { user, opener } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { user, dialog } = await openDialog();

    await user.click(dialog);
    expect(dialog).toBeInTheDocument();

    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('can ignore backdrop clicks', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ConfirmDelete closeOnBackdropClick={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    const dialog = screen.getByRole('alertdialog');

    await user.click(dialog.parentElement as HTMLElement);

    expect(dialog).toBeInTheDocument();
  });

  it('locks page scroll while open and restores it after', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');

    expect(document.body.style.overflow).toBe('');
  });
});
