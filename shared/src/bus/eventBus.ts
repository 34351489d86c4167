import type { BusEventName, BusEvents } from './events';

export type BusHandler<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void;
  /** Subscribes; the returned function unsubscribes. */
  on<K extends BusEventName>(type: K, handler: BusHandler<K>): () => void;
}

/**
 * A small synchronous, typed event bus. The shell creates one and provides it through
 * `BusProvider`; a handler that throws does not stop the other handlers.
 */
export function createEventBus(onHandlerError?: (error: unknown) => void): EventBus {
  const handlers = new Map<BusEventName, Set<(payload: never) => void>>();
  return {
    emit(type, payload) {
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as BusHandler<typeof type>)(payload);
        } catch (error) {
          onHandlerError?.(error);
        }
      }
    },
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler as (payload: never) => void);
      return () => {
        set.delete(handler as (payload: never) => void);
      };
    },
  };
}
