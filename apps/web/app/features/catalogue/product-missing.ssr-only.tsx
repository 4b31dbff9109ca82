// The missing-product view for the server's render; the browser build gets null here (vite.config.ts)
// and imports `./product-missing` only when that view shows (routes/product.tsx).
export { ProductMissing } from './product-missing';
