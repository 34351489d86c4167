import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { renderShell } from '../testUtils';
import { RouteAnnouncer } from './RouteAnnouncer';

function Frame() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <RouteAnnouncer />
    </>
  );
}

/** Two pages; each mounts its own heading, as two routes of the table do. */
function Pages() {
  const { pathname } = useLocation();
  if (pathname === '/about-us') return <h1 key="about">About us</h1>;
  return (
    <div key="menu">
      <h1>Food menu</h1>
      <Link to="/about-us">About us</Link>
    </div>
  );
}

describe('RouteAnnouncer', () => {
  it('moves focus to the new page heading and reads its title, not on the first load or a query change', async () => {
    document.title = 'Food menu — MealPrep MY';
    const { router } = renderShell(<Frame />, { path: '/food-menu', outlet: <Pages /> });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    const link = screen.getByRole('link', { name: 'About us' });
    link.focus();

    // A filter in the query keeps focus where it is.
    await act(() => router.navigate('/food-menu?line=vegetarian'));
    expect(link).toHaveFocus();
    expect(region).toBeEmptyDOMElement();

    document.title = 'About us — MealPrep MY';
    await act(() => router.navigate('/about-us'));
    const heading = screen.getByRole('heading', { level: 1, name: 'About us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(region).toHaveTextContent('About us — MealPrep MY'));
  });

  it('leaves focus on a field the new page focused itself', async () => {
    function FormPage() {
      const { pathname } = useLocation();
      if (pathname === '/login')
        return (
          <div key="login">
            <h1>Log in</h1>
            <input aria-label="E-mail" autoFocus />
          </div>
        );
      return <h1 key="home">Home</h1>;
    }
    const { router } = renderShell(<Frame />, { path: '/', outlet: <FormPage /> });
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('leaves focus on a control the customer moved to while the new page was loading', async () => {
    function SlowAccount() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 100);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <h1>My account</h1> : <p>Loading…</p>;
    }
    function SlowPage() {
      const { pathname } = useLocation();
      if (pathname === '/account') return <SlowAccount key="account" />;
      return <h1 key="home">Home</h1>;
    }
    function FrameWithMenu() {
      return (
        <>
          <header>
            <button type="button">Account menu</button>
          </header>
          <main>
            <Outlet />
          </main>
          <RouteAnnouncer />
        </>
      );
    }
    const { router } = renderShell(<FrameWithMenu />, { path: '/', outlet: <SlowPage /> });
    await act(() => router.navigate('/account'));
    const menu = screen.getByRole('button', { name: 'Account menu' });
    act(() => menu.focus());
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/./));
    expect(menu).toHaveFocus();
  });
});
