// Decision 0060, addendum 2: the product page's parts that do nothing until used, for the server's
// render. The browser build gets null for each (vite.config.ts) and imports the part's own module
// when it is used (product-page.tsx, components/ui/touch-island.tsx).
export { ProductActions } from './product-actions';
export { LandedCost } from './landed-cost';
export { ProductJsonLd, ShareButton } from './product-extras';
