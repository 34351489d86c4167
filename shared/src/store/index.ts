export * from './authSlice';
export * from './cartSlice';
export * from './uiSlice';
export * from './makeStore';
export * from './hooks';
