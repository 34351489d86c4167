export * from './events';
export * from './eventBus';
export * from './BusProvider';
