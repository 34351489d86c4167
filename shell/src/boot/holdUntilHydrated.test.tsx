import { useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, waitFor } from '@testing-library/react';
import { holdUntilHydrated } from './holdUntilHydrated';

interface Added {
  size: string;
  quantity: string;
  note: string;
  gift: boolean;
  city: string;
}

/** Marks the tree once hydrated (as ShellRoot marks the document). */
function Hydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <span data-hydrated="" /> : <span />;
}

/** A dish card as the catalog renders it: controlled fields and a button only the app handles. */
function DishCard({ onAdd, onSearch }: { onAdd: (added: Added) => void; onSearch: () => void }) {
  const [size, setSize] = useState('S');
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [gift, setGift] = useState(false);
  const [city, setCity] = useState('kl');
  const [subscribed, setSubscribed] = useState('');
  return (
    <main>
      <Hydrated />
      <a href="/cart">Cart</a>
      <form method="get" action="/food-menu" onSubmit={onSearch}>
        <button type="submit">Search</button>
      </form>
      {['S', 'L'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="size"
            value={value}
            checked={size === value}
            onChange={() => setSize(value)}
          />
          {value}
        </label>
      ))}
      <input
        aria-label="Quantity"
        type="number"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input
        aria-label="Gift"
        type="checkbox"
        checked={gift}
        onChange={(e) => setGift(e.target.checked)}
      />
      <select aria-label="City" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="kl">Kuala Lumpur</option>
        <option value="pg">Penang</option>
      </select>
      <button type="button" onClick={() => onAdd({ size, quantity, note, gift, city })}>
        Add to cart
      </button>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setSubscribed(note);
        }}
      >
        <button type="submit">Subscribe</button>
      </form>
      <output>{subscribed}</output>
    </main>
  );
}

// React schedules as in a browser here (no act() queue): the release's events are dispatched
// one after another, and each update is flushed the way the browser would flush it.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML in the page, with the hold in place and the app not started. */
function serverPage(onAdd: (added: Added) => void, onSearch = jest.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<DishCard onAdd={onAdd} onSearch={onSearch} />);
  document.body.append(container);
  const onIntent = jest.fn();
  const onReplayed = jest.fn<void, [number]>();
  const holding = holdUntilHydrated(container, onIntent, onReplayed);
  const hydrate = async () => {
    root = hydrateRoot(container, <DishCard onAdd={onAdd} onSearch={onSearch} />);
    await waitFor(() => expect(container.querySelector('[data-hydrated]')).not.toBeNull());
  };
  const get = <E extends Element>(selector: string) => container.querySelector<E>(selector)!;
  return { container, holding, hydrate, onIntent, onReplayed, get };
}

describe('what a visitor does before the page is hydrated', () => {
  it('is done again afterwards with the values on screen, and the first touch starts the app', async () => {
    const onAdd = jest.fn();
    const { holding, hydrate, onIntent, get } = serverPage(onAdd);
    // The visitor picks the large size, three portions, a note, a gift wrap and Penang…
    fireEvent.pointerDown(get('input[value="L"]'));
    expect(onIntent).toHaveBeenCalled();
    fireEvent.click(get('input[value="L"]'));
    const quantity = get<HTMLInputElement>('input[type="number"]');
    quantity.value = '3';
    fireEvent.input(quantity);
    const note = get<HTMLTextAreaElement>('textarea');
    note.value = 'no chilli';
    fireEvent.input(note);
    fireEvent.click(get('input[type="checkbox"]'));
    const city = get<HTMLSelectElement>('select');
    city.value = 'pg';
    fireEvent.change(city);
    // …and adds to the cart: nothing happens yet (the app is not there), the click is held.
    fireEvent.click(get('button[type="button"]'));
    expect(onAdd).not.toHaveBeenCalled();
    // The button shows at once that its tap was taken, until it is done again.
    expect(get('button[type="button"]')).toHaveAttribute('data-held');

    // The app takes the marks off before it hydrates (boot/view.tsx).
    get('button[type="button"]').removeAttribute('data-held');
    await hydrate();
    await holding.release();

    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith({
      size: 'L',
      quantity: '3',
      note: 'no chilli',
      gift: true,
      city: 'pg',
    });
    // What is on screen stayed as the visitor left it.
    expect(get<HTMLInputElement>('input[value="L"]').checked).toBe(true);
    expect(get<HTMLInputElement>('input[type="checkbox"]').checked).toBe(true);
    expect(quantity.value).toBe('3');
  });

  it('shows a held tap as taken until released, also when the app never hydrates', async () => {
    const { holding, get } = serverPage(jest.fn());
    fireEvent.click(get('button[type="button"]'));
    expect(get('button[type="button"]')).toHaveAttribute('data-held');
    // The app's script failed to load: the starter lets go, and the mark goes with it.
    await holding.release();
    expect(get('button[type="button"]')).not.toHaveAttribute('data-held');
  });

  it('holds the submit of a form only the app can send, and sends it once hydrated', async () => {
    const { container, holding, hydrate, get } = serverPage(jest.fn());
    const note = get<HTMLTextAreaElement>('textarea');
    note.value = 'weekly';
    fireEvent.input(note);
    const subscribe = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Subscribe',
    )!;
    const submitted = fireEvent.submit(subscribe.form!);
    expect(submitted).toBe(false); // held: no page load with the fields in the address
    await hydrate();
    await holding.release();
    await waitFor(() => expect(get('output').textContent).toBe('weekly'));
  });

  it('leaves links and forms with an action of their own to the browser', () => {
    // jsdom says it cannot navigate: that is the browser's part, which this test leaves to it.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container, get } = serverPage(jest.fn());
    expect(fireEvent.click(get('a[href="/cart"]'))).toBe(true);
    const search = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Search',
    )!;
    expect(fireEvent.click(search)).toBe(true);
    expect(fireEvent.submit(search.form!)).toBe(true);
  });

  it('tells how long the visitor waited for each held action: from the input to the paint after it', async () => {
    const onAdd = jest.fn();
    const { holding, hydrate, onReplayed, get } = serverPage(onAdd);
    const tapped = performance.now();
    fireEvent.click(get('button[type="button"]'));
    // The app takes a while to start.
    await new Promise((resolve) => setTimeout(resolve, 120));
    await hydrate();
    await holding.release();
    await waitFor(() => expect(onReplayed).toHaveBeenCalledTimes(1));
    const waited = onReplayed.mock.calls[0]![0];
    expect(waited).toBeGreaterThanOrEqual(120);
    expect(waited).toBeLessThanOrEqual(performance.now() - tapped + 1);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('reports no wait when nothing was held', async () => {
    const { holding, hydrate, onReplayed } = serverPage(jest.fn());
    await hydrate();
    await holding.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onReplayed).not.toHaveBeenCalled();
  });

  it('lets go once released: later clicks are the app’s alone', async () => {
    const onAdd = jest.fn();
    const { holding, hydrate, get } = serverPage(onAdd);
    await hydrate();
    await holding.release();
    fireEvent.click(get('button[type="button"]'));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
