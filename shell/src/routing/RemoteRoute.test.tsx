import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from '@module-federation/enhanced/runtime';
import {
  RemoteLoadError,
  type RemoteExposes,
  type RemoteLoader,
  type RemoteModuleId,
} from '@mealprep/shared/federation';
import type { BusEvents } from '@mealprep/shared/bus';
import { defineCatalogue } from '@mealprep/shared/i18n';
import { defineRemoteRoutes } from '@mealprep/shared/routes';
import { baseApi } from '@mealprep/shared/api';
import { renderShell } from '../testUtils';
import { RemoteRoute } from './RemoteRoute';

const catalogue = defineCatalogue(
  'catalog',
  { 'catalog.terms.title': 'Terms and conditions' },
  { 'catalog.terms.title': 'Terma dan syarat' },
);

function TermsTitle() {
  return <h1>Terms page from the remote</h1>;
}

function Exploding(): never {
  throw new Error('render failure inside the remote');
}

function catalogRoutes(terms: () => React.ReactElement) {
  const Page = () => terms();
  return defineRemoteRoutes(
    'catalog',
    {
      home: Page,
      aboutUs: Page,
      foodMenu: Page,
      dish: Page,
      fixedMealPlan: Page,
      mealBundles: Page,
      terms: Page,
      accessibility: Page,
      catalogHealth: Page,
    },
    catalogue,
  );
}

/** A loader that fails until `online` is set, like a remote whose server is down then back. */
function flakyLoader(module: RemoteExposes['catalog/routes']) {
  const state = { online: false, resets: 0, loads: 0 };
  const loader: RemoteLoader = {
    load: <K extends RemoteModuleId>(id: K) => {
      state.loads += 1;
      return state.online
        ? Promise.resolve(module as RemoteExposes[K])
        : Promise.reject(new RemoteLoadError('catalog', '1.0.0', `${id} unreachable`));
    },
    reset: () => {
      state.resets += 1;
    },
    versionOf: () => '1.0.0',
  };
  return { loader, state };
}

describe('RemoteRoute', () => {
  it('renders the page the remote exposes for the route', async () => {
    const { loader, state } = flakyLoader(catalogRoutes(() => <TermsTitle />));
    state.online = true;
    renderShell(<RemoteRoute routeId="terms" />, { loader, path: '/terms-and-conditions' });
    expect(
      await screen.findByRole('heading', { name: 'Terms page from the remote' }),
    ).toBeInTheDocument();
  });

  it('shows the translated fallback when the remote cannot load, and recovers on retry without a reload', async () => {
    const { loader, state } = flakyLoader(catalogRoutes(() => <TermsTitle />));
    renderShell(
      <>
        <header>Header stays</header>
        <RemoteRoute routeId="terms" />
      </>,
      { loader, locale: 'ms-MY', path: '/ms-MY/terms-and-conditions' },
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Bahagian kedai ini tidak tersedia buat sementara waktu',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();

    state.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    expect(
      await screen.findByRole('heading', { name: 'Terms page from the remote' }),
    ).toBeInTheDocument();
    expect(state.resets).toBe(1);
  });

  it('contains a remote that throws while rendering and reports it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader, state } = flakyLoader(catalogRoutes(() => <Exploding />));
    state.online = true;
    const { bus } = renderShell(
      <>
        <header>Header stays</header>
        <RemoteRoute routeId="terms" />
      </>,
      { loader, path: '/terms-and-conditions' },
    );
    // The remote's module arrives after this (a promise), so nothing is missed.
    const reports: BusEvents['remote.failed'][] = [];
    bus.on('remote.failed', (report) => reports.push(report));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    // Reported once, with the version the page runs, for the shell to log (remoteFailureLog).
    expect(reports).toEqual([
      { remote: 'catalog', version: '1.0.0', message: 'render failure inside the remote' },
    ]);
  });

  it('asks again for the answer a page threw on when the customer tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [{ title: null }, { title: 'Terms from a fresh answer' }];
    let asked = 0;
    const termsApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        retryTerms: build.query<{ title: string | null }, void>({
          queryFn: () => ({ data: answers[Math.min(asked++, answers.length - 1)]! }),
          providesTags: ['Catalog'],
        }),
      }),
    });
    function TermsFromData() {
      const { data } = termsApi.useRetryTermsQuery();
      if (!data) return <p>Loading</p>;
      // An answer of another shape than the page was built for: it throws while rendering.
      return <h1>{data.title!.toUpperCase()}</h1>;
    }
    const { loader, state } = flakyLoader(catalogRoutes(() => <TermsFromData />));
    state.online = true;
    renderShell(<RemoteRoute routeId="terms" />, { loader, path: '/terms-and-conditions' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'TERMS FROM A FRESH ANSWER' }),
    ).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('shows the fallback when the real federation runtime rejects an unknown remote', async () => {
    const runtime = createInstance({ name: 'shell_test', remotes: [] });
    const loader: RemoteLoader = {
      load: (id) =>
        runtime.loadRemote(id).then((module) => {
          if (!module) throw new RemoteLoadError('catalog', null, 'empty');
          return module as never;
        }),
      reset: () => undefined,
      versionOf: () => null,
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderShell(<RemoteRoute routeId="foodMenu" />, { loader, path: '/food-menu' });
    await waitFor(() => expect(screen.getByTestId('remote-fallback')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
