import { z } from 'zod';
import { bannerSchema } from '@fardin/core/contract-foundation';
import type { Route } from './+types/home';
import { apiGetOptional } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { HomePage } from '../features/home/home-page';

const bannersAnswer = z.object({ data: z.array(bannerSchema) });

export async function loader({ context }: Route.LoaderArgs) {
  const banners = await apiGetOptional(context, '/api/banners', bannersAnswer);
  return { banners: banners?.data ?? [] };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'site.tagline');

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage banners={loaderData.banners} />;
}
