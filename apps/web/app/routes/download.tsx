import { z } from 'zod';
import type { Route } from './+types/download';
import { apiGetOptional } from '../lib/api-client.server';
import { pageMeta } from '../lib/meta';
import { DownloadPage } from '../features/content/download-page';

const linksSchema = z.object({
  data: z.object({ app_store: z.string().nullable(), play_store: z.string().nullable() }),
});

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.download');

export async function loader({ context }: Route.LoaderArgs) {
  const links = await apiGetOptional(context, '/api/app_links', linksSchema);
  return { appStore: links?.data.app_store ?? null, playStore: links?.data.play_store ?? null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DownloadPage {...loaderData} />;
}
