// Decision 0060 (addendum 2): the error page's content for the server's render; the browser build gets
// null here (vite.config.ts) and imports `./error-content` only when an error page shows (root.tsx).
export { ErrorContent } from './error-content';
