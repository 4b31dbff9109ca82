import { z } from 'zod';
import { bannerSchema, settingAnswerSchema } from '@fardin/core/contract-foundation';
import { searchAnswerSchema } from '@fardin/core/contract-catalogue';
import type { Route } from './+types/home';
import { apiGetOptional, requestLocale } from '../lib/api-client.server';
import { pageMeta } from '../lib/meta';
import { shippedText } from '../i18n/texts.server';
import { useRootData } from '../root';
import { HomePage } from '../features/home/home-page';
import { CategoryMenu } from '../features/catalogue/category-menu';
import { CategoryRows, ROWS_ON_SERVER, categoryRowPath } from '../features/catalogue/category-rows';
import { cardItem } from '../features/catalogue/product-card';
import type { CategoryHead } from '../lib/category-subs';

const bannersAnswer = z.object({ data: z.array(bannerSchema) });
/** fardin is first and selected by default (SPEC section 3): its rows are rendered on the server. */
const DEFAULT_STORE = 'fardin';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [banners, setting] = await Promise.all([
    apiGetOptional(context, '/api/banners', bannersAnswer),
    apiGetOptional(context, '/api/setting', settingAnswerSchema),
  ]);
  const categories = setting?.data ?? [];
  const locale = requestLocale(request);
  const rows = await Promise.all(
    categories.slice(0, ROWS_ON_SERVER).map(async (category) => {
      const answer = await apiGetOptional(
        context,
        categoryRowPath(DEFAULT_STORE, category, DEFAULT_STORE, locale),
        searchAnswerSchema,
      );
      return { categoryId: category.id, items: (answer?.result.item ?? []).map(cardItem) };
    }),
  );
  // The categories themselves come from the root's data (decision 0025: sent once per page).
  return { banners: (banners?.data ?? []).map((b) => ({ ...b, title: shippedText(b.title, locale) })), rows };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'site.tagline');

const NO_CATEGORIES: CategoryHead[] = [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const categories = useRootData()?.categories ?? NO_CATEGORIES;
  return (
    <HomePage
      banners={loaderData.banners}
      categoryMenu={<CategoryMenu categories={categories} headingId="home-categories" />}
      renderRows={(store, country) => (
        <CategoryRows categories={categories} rows={rows} rowsStore={DEFAULT_STORE} store={store} country={country} />
      )}
    />
  );
}
