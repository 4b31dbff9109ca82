import type { Route } from './+types/account.my-favorite';
import { wishlistAnswerSchema } from '@fardin/core/contract-commerce';
import { pageMeta } from '../lib/meta';
import { apiGet, requestLocale } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { FavoritePage } from '../features/commerce/favorite-page';
import { useRootData } from '../root';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myFavorite', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return {
    wishlist: await apiGet(context, `/api/wishlist?type=external&lang=${requestLocale(request)}`, wishlistAnswerSchema),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const storeNames = Object.fromEntries((root?.stores ?? []).map((s) => [s.code, s.name]));
  return <FavoritePage lists={loaderData.wishlist.data} storeNames={storeNames} />;
}
