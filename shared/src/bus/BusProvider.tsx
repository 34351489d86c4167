import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { BusEventName } from './events';
import type { BusHandler, EventBus } from './eventBus';

const BusContext = createContext<EventBus | null>(null);

export function BusProvider({ bus, children }: { bus: EventBus; children: ReactNode }) {
  return <BusContext.Provider value={bus}>{children}</BusContext.Provider>;
}

export function useBus(): EventBus {
  const bus = useContext(BusContext);
  if (!bus) throw new Error('useBus() needs a <BusProvider> (the shell provides one).');
  return bus;
}

/** Subscribes for the lifetime of the component; the latest handler is always called. */
export function useBusEvent<K extends BusEventName>(type: K, handler: BusHandler<K>): void {
  const bus = useBus();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(type, (payload) => latest.current(payload)), [bus, type]);
}
