/**
 * Checkout refusals that are not in the spec: their stable `code` (in the API's error answer, for
 * clients to branch on and the web to translate) and the English `message` the API gives.
 * Plain module (no zod): the browser imports it.
 */
export const CHECKOUT_CODE = {
  /** The cart lines being checked out are gone or changed (another checkout took them). */
  cartChanged: 'checkout.cart_changed',
  /** Not enough own-catalogue stock left for a line. */
  outOfStock: 'checkout.out_of_stock',
} as const;

export const CART_CHANGED_TEXT =
  'Your cart changed while you were checking out: these items may already be in another order. Please review your cart and orders.';

/** '"Mug" is out of stock' or 'Only 2 of "Mug" left in stock'. */
export function outOfStockText(title: string, left: number): string {
  return left > 0 ? `Only ${left} of "${title}" left in stock` : `"${title}" is out of stock`;
}
