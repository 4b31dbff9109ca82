// Decision 0058: the footer for the server's render; the browser build gets null here (vite.config.ts)
// and imports `./footer` when the footer is needed.
export { Footer } from './footer';
