export * from './routeTable';
export * from './AppLink';
export * from './RouteModules';
export * from './RouteLoading';
export * from './pageTitles';
export * from './signInIntent';
export * from './returnParam';
export * from './pageDescriptions';
