export * from './routeTable';
export * from './AppLink';
export * from './RouteModules';
