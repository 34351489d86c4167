export * from './authSlice';
export * from './cartCompat';
export * from './uiSlice';
export * from './makeStore';
export * from './hooks';
