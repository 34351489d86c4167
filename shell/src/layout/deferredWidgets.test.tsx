import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ConfirmHost } from '../feedback/ConfirmHost';
import { ToastHost } from '../feedback/ToastHost';
import { shellTree, signedOutState } from '../testUtils';
import { Header } from './Header';

/**
 * The header's side menu, the toast and the confirmation dialog are lazy chunks that render
 * nothing until opened (docs/architecture.md §2.3): the server's HTML of the frame and the
 * browser's first render must be the same, so hydrating it reports no mismatch — and the widgets
 * still open afterwards.
 */
describe('deferred shell widgets', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  function frame() {
    return (
      <>
        <Header />
        <ToastHost />
        <ConfirmHost />
      </>
    );
  }

  it('hydrates the server HTML without a mismatch, then opens each widget on demand', async () => {
    const html = renderToString(shellTree(frame(), { preloadedState: signedOutState }).ui);
    expect(html).toContain('Menu');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('role="alertdialog"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const problems: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => {
      problems.push(args);
    });
    const client = shellTree(frame(), { preloadedState: signedOutState });
    try {
      await act(async () => {
        root = hydrateRoot(container, client.ui, {
          onRecoverableError: (error) => problems.push(error),
        });
      });
    } finally {
      consoleError.mockRestore();
    }
    expect(problems).toEqual([]);
    expect(container.innerHTML).toBe(html);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu, site navigation' }));
    expect(await screen.findByRole('dialog', { name: 'Site navigation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    act(() => client.bus.emit('confirm.open', { title: 'Remove item?', message: 'Gone.' }));
    expect(await screen.findByRole('alertdialog', { name: 'Remove item?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    act(() =>
      client.bus.emit('toast.show', { variant: 'success', title: 'Saved', description: 'Done' }),
    );
    expect(await screen.findByText('Done')).toBeVisible();
  });
});
