import { CART_FORM_FIELDS, cartFormReturn } from '@mealprep/shared/cart';
import { useLocation } from '@mealprep/shared/router';

/**
 * The hidden fields of an "Add to cart" form (`CART_FORMS.add`, a dish's or a bundle's): the
 * product, its type, and the page to come back to, without an earlier post's outcome.
 */
export function CartAddFields({ productId, type }: { productId: number; type: 'RECIPE' | 'MEAL' }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <input type="hidden" name={CART_FORM_FIELDS.product} value={productId} />
      <input type="hidden" name={CART_FORM_FIELDS.type} value={type} />
      <input
        type="hidden"
        name={CART_FORM_FIELDS.returnTo}
        value={cartFormReturn(pathname, search)}
      />
    </>
  );
}
