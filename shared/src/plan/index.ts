/**
 * `@mealprep/shared/plan`: the customer's profile, questionnaire answers and meal plan.
 * Rules and types only: no React, no schema library (docs/architecture/shared.md).
 */
export * from './vocabulary';
export * from './planAccuracy';
export * from './profile';
export * from './questionnaire';
export * from './questionnaireDraft';
