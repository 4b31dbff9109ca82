// Decision 0060: the search box for the server's render; the browser build gets null here
// (vite.config.ts) and imports `./search-box` when the box is used (components/ui/touch-island.tsx).
export { SearchBox } from './search-box';
