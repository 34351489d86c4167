/** `@mealprep/shared/catalogue/ui`: this domain's widgets, drawn with the UI kit. */
export * from './HalalCertification';
export * from './ResponsiveImg';
