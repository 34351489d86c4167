/** The meal planner (docs/architecture.md §9): pure functions and the LP solver, no HTTP. */
export * from './requirements';
export * from './portions';
export * from './steps';
export * from './model';
export * from './totals';
export * from './recipes';
export * from './day';
export * from './misses';
export * from './plan';
export * from './messages';
export * from './pricing';
export * from './changes';
export * from './suggestions';
export * from './standing';
export * from './swaps';
