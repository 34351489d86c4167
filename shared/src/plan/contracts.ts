/**
 * `@mealprep/shared/plan/contracts`: the answer contracts (TypeBox) of this domain. The API checks
 * and documents its answers with them; browser code imports their types only.
 */
export * from './plan.contract';
export * from './profile.contract';
export * from './questionnaire.contract';
