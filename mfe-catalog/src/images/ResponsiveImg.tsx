/** The catalogue's pages and the cart show images through the UI kit's one component. */
export { ResponsiveImg, type ResponsiveImgProps } from '@mealprep/shared/catalogue/ui';
