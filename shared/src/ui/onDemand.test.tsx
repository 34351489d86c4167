import { useState } from 'react';
import { act, render, screen, fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { onDemand, useOnDemand, type OnDemand } from './onDemand';

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A button that opens a panel whose code comes on demand, as the phone menu does. */
function Opener({ widget }: { widget: OnDemand<{ label: string }> }) {
  const [open, setOpen] = useState(false);
  const [Loaded, whenLoaded] = useOnDemand(widget);
  return (
    <>
      <button type="button" onClick={() => whenLoaded(() => setOpen(true))}>
        Open
      </button>
      {open && Loaded && <Loaded label="The panel" />}
    </>
  );
}

/** An import the test answers by hand: `arrive()` delivers the code, `fail()` loses it. */
function controlledImport() {
  const calls: { resolve: (c: typeof Panel) => void; reject: (e: Error) => void }[] = [];
  const importer = jest.fn(
    () =>
      new Promise<typeof Panel>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return {
    importer,
    arrive: () => act(async () => calls.at(-1)!.resolve(Panel)),
    fail: () => act(async () => calls.at(-1)!.reject(new Error('chunk failed'))),
  };
}

describe('a component fetched on demand', () => {
  it('is not in the server HTML nor the first render; it opens once its code is in, then at once', async () => {
    const code = controlledImport();
    const widget = onDemand(code.importer);
    expect(renderToString(<Opener widget={widget} />)).not.toContain('The panel');

    const { unmount } = render(<Opener widget={widget} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByText('The panel')).toBeNull();
    await code.arrive();
    expect(screen.getByText('The panel')).toBeInTheDocument();
    expect(code.importer).toHaveBeenCalledTimes(1);
    unmount();

    // Its code kept: a second opener opens in the click's own render, with no fetch.
    render(<Opener widget={widget} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('The panel')).toBeInTheDocument();
    expect(code.importer).toHaveBeenCalledTimes(1);
  });

  it('stays closed when its code cannot be fetched, and asks again on the next use', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = controlledImport();
    render(<Opener widget={onDemand(code.importer)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await code.fail();
    expect(screen.queryByText('The panel')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await code.arrive();
    expect(screen.getByText('The panel')).toBeInTheDocument();
    expect(code.importer).toHaveBeenCalledTimes(2);
  });
});
