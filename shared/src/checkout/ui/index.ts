/** `@mealprep/shared/checkout/ui`: this domain's widgets, drawn with the UI kit. */
export * from './PickupPanel';
