/**
 * `@mealprep/shared/subscriptions`: subscriptions: the weekly box and its calendar.
 * Rules and types only: no React, no schema library (docs/architecture/shared.md).
 */
export * from './subscriptions';
