/**
 * The price of one cart or order line, in whole sen (docs/architecture.md §5: integers in
 * arithmetic). Servings multiply what is cooked and so what is charged: one unit of a line is the
 * product's price × its servings, and the line is that unit × its quantity. The cart, the checkout
 * quote and the order lines all price a line with this function, so they cannot disagree.
 */
export interface PricedLineInput {
  /** The product's own price (a dish size, a bundle, a week of a plan), in sen. */
  unitPriceSen: number;
  servings: number;
  quantity: number;
}

export interface LinePrice {
  /** One unit: the product's price × servings (the cart's `price`). */
  unitSen: number;
  /** The whole line: unit × quantity (the cart's `subtotal`). */
  totalSen: number;
}

function wholeNumber(name: string, value: number, min: number) {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number ≥ ${min}: ${value}`);
  }
}

export function linePrice(line: PricedLineInput): LinePrice {
  wholeNumber('unitPriceSen', line.unitPriceSen, 0);
  wholeNumber('servings', line.servings, 1);
  wholeNumber('quantity', line.quantity, 1);
  const unitSen = line.unitPriceSen * line.servings;
  const totalSen = unitSen * line.quantity;
  if (!Number.isSafeInteger(totalSen)) throw new RangeError(`line total too large: ${totalSen}`);
  return { unitSen, totalSen };
}

/** The sum of the lines' totals, in sen (the cart's `sub_total`, the order's subtotal). */
export function linesSubtotalSen(lines: readonly PricedLineInput[]): number {
  return lines.reduce((sum, line) => sum + linePrice(line).totalSen, 0);
}
