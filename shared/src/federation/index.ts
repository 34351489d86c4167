export * from './contracts';
export * from './RemoteLoaderProvider';
export * from './RemoteLoaderProvider';
export * from './useRemoteModule';
export * from './RemoteFallback';
export * from './RemoteErrorBoundary';
export * from './RemoteWidget';
