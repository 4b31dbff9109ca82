// The account menu for the server's render; the browser build gets null here (vite.config.ts) and
// imports `./account-menu` when the menu is used (components/ui/touch-island.tsx). A phone never
// shows it (the header hides it below `md`), so no phone loads its code.
export { AccountMenu } from './account-menu';
