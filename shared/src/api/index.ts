export * from './client';
export * from './ApiProvider';
export * from './paths';
export * from './baseApi';
export * from './formRequest';
