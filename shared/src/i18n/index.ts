export * from './locale';
export * from './money';
export * from './catalogue';
export * from './commonMessages';
export * from './translator';
