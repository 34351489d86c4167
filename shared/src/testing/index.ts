// Test helpers for the apps' own tests; never imported by product code.
export * from './renderRemoteRoute';
export * from './remoteRoutesContract';
export * from './platform';
export * from './profile';
export * from './testApi';
export * from './labelInName';
export * from './clock';
