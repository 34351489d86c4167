/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen } from '@testing-library/react';
import { renderAuthPage } from '../testing/renderAuthPage';

describe('auth tabs', () => {
  it('marks the current view and points each tab at its view', async () => {
    renderAuthPage('/auth/login', { locale: 'en-US' });
    const list = await screen.findByRole('tablist', {
      name: 'Welcome, log in or create an account',
    });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Welcome', 'Log in', 'New account']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/auth/login?tab=welcome',
      '/auth/login',
      '/auth/register',
    ]);
    // Only the current tab is in the Tab order; the panel is named by it.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Log in' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Log in' }),
    );
    expect(list).toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End, and opens a tab with Enter', async () => {
    const page = renderAuthPage('/auth/login?redirect=%2Fcart');
    await page.user.tab();
    const [welcome, login, register] = await screen.findAllByRole('tab');
    expect(login).toHaveFocus();

    await page.user.keyboard('{ArrowRight}');
    expect(register).toHaveFocus();
    await page.user.keyboard('{ArrowRight}');
    expect(welcome).toHaveFocus();
    await page.user.keyboard('{ArrowLeft}');
    expect(register).toHaveFocus();
    await page.user.keyboard('{Home}');
    expect(welcome).toHaveFocus();
    await page.user.keyboard('{End}');
    expect(register).toHaveFocus();
    // Moving does not open: the login form is still there.
    expect(screen.getByRole('heading', { level: 1, name: 'Log masuk' })).toBeInTheDocument();

    await page.user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daftar akaun baharu' }),
    ).toBeInTheDocument();
    expect(page.location().pathname).toBe('/ms-MY/auth/register');
    // Where to go after signing in survives the change of tab.
    expect(page.location().search).toBe('?redirect=%2Fcart');
    expect(screen.getByRole('tab', { name: 'Akaun baharu' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens a tab with Space too', async () => {
    const page = renderAuthPage('/auth/register');
    const welcome = await screen.findByRole('tab', { name: 'Selamat datang' });
    welcome.focus();
    await page.user.keyboard(' ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Selamat datang ke MealPrep MY' }),
    ).toBeInTheDocument();
    expect(page.location().search).toBe('?tab=welcome');
    expect(screen.getByRole('tab', { name: 'Selamat datang' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
