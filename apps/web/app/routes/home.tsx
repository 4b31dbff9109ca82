import { z } from 'zod';
import { bannerSchema, settingAnswerSchema } from '@fardin/core/contract-foundation';
import { searchAnswerSchema } from '@fardin/core/contract-catalogue';
import type { Route } from './+types/home';
import { apiGetOptional } from '../lib/api-client.server';
import { pageMeta } from '../lib/meta';
import { HomePage } from '../features/home/home-page';
import { CategoryMenu } from '../features/catalogue/category-menu';
import { CategoryRows, categoryRowPath } from '../features/catalogue/category-rows';

const bannersAnswer = z.object({ data: z.array(bannerSchema) });
/** fardin is first and selected by default (SPEC section 3): its rows are rendered on the server. */
const DEFAULT_STORE = 'fardin';

export async function loader({ context }: Route.LoaderArgs) {
  const [banners, setting] = await Promise.all([
    apiGetOptional(context, '/api/banners', bannersAnswer),
    apiGetOptional(context, '/api/setting', settingAnswerSchema),
  ]);
  const categories = setting?.data ?? [];
  const rows = await Promise.all(
    categories.map(async (category) => {
      const answer = await apiGetOptional(context, categoryRowPath(DEFAULT_STORE, category, DEFAULT_STORE), searchAnswerSchema);
      return { categoryId: category.id, items: answer?.result.item ?? [] };
    }),
  );
  return { banners: banners?.data ?? [], categories, rows };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'site.tagline');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, rows } = loaderData;
  return (
    <HomePage
      banners={loaderData.banners}
      categoryMenu={<CategoryMenu categories={categories} headingId="home-categories" />}
      renderRows={(store, country) => <CategoryRows categories={categories} rows={rows} rowsStore={DEFAULT_STORE} store={store} country={country} />}
    />
  );
}
