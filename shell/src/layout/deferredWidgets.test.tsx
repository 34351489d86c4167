import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ConfirmHost } from '../feedback/ConfirmHost';
import { ToastHost } from '../feedback/ToastHost';
import { shellTree, signedOutState } from '../testUtils';
import { Header } from './Header';

/**
 * The toast and the confirmation dialog are lazy chunks that render nothing until opened, and the
 * header's side menu is a closed native dialog in the HTML (docs/architecture.md §2.3): the
 * server's HTML of the frame and the browser's first render must be the same, so hydrating it
 * reports no mismatch — and the widgets still open afterwards.
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
    // The side menu is in the page, closed, for the browser to open before the app starts.
    expect(html).toMatch(/<dialog id="phone-menu"[^>]*closedby="any"[^>]*>/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('role="alertdialog"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // As the browser holds it (a void element such as the menu's hidden input loses its "/>").
    const parsed = container.innerHTML;
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
    expect(container.innerHTML).toBe(parsed);

    const user = userEvent.setup();

    act(() => client.bus.emit('confirm.open', { title: 'Remove item?', message: 'Gone.' }));
    expect(await screen.findByRole('alertdialog', { name: 'Remove item?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    act(() =>
      client.bus.emit('toast.show', { variant: 'success', title: 'Saved', description: 'Done' }),
    );
    expect(await screen.findByText('Done')).toBeVisible();
  });
});
