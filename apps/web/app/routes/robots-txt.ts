import type { Route } from './+types/robots-txt';

/** Absolute URLs on PUBLIC_URL, never the request's Host (issue 24 item 4). */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...['', '/en', '/zh'].flatMap((p) => [
      `Disallow: ${p}/account`,
      `Disallow: ${p}/checkout`,
      `Disallow: ${p}/my-cart`,
      `Disallow: ${p}/buynow`,
    ]),
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
