import { data } from 'react-router';

/** Any path no page claims: the not-found page, with a real 404 status. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
