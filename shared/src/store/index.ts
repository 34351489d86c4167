export * from './authSlice';
export * from './uiSlice';
export * from './makeStore';
export * from './hooks';
