import { data, Link } from 'react-router';
import { parcelLabelAnswerSchema } from '@fardin/core/contract-parcels';
import type { Route } from './+types/admin.parcel-label';
import { pageMeta } from '../lib/meta';
import { ParcelLabelView } from '../features/admin/parcels';
import { apiGet } from '../lib/api-client.server';
import { adminLocale } from '../features/admin/admin-request.server';
import { DICTIONARIES, type MessageKey } from '../i18n/dictionaries';
import { I18nProvider } from '../i18n/i18n-context';
import { useRootData } from '../root';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Parcel label' }, { noindex: true });

/** The few back-office texts the label page shows (it is outside the back office's frame). */
const LABEL_KEYS: readonly MessageKey[] = ['admin.parcels.labelTo', 'admin.parcels.labelPrint', 'admin.nav.parcels'];

/**
 * The parcel label on its own page, outside the back office's frame (routes.ts), so nothing but the
 * label is printed: no nav, no language bar. Staff only (the API answers anyone else 404).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!context.token || !Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  const label = (await apiGet(context, `/api/admin/parcels/${id}/label`, parcelLabelAnswerSchema)).data;
  const { locale } = adminLocale(request);
  const messages = Object.fromEntries(LABEL_KEYS.map((key) => [key, DICTIONARIES[locale][key]]));
  return data({ label, locale, messages }, { headers: { 'X-Robots-Tag': 'noindex' } });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const messages = { ...(root?.messages ?? DICTIONARIES.kh), ...loaderData.messages };
  return (
    <I18nProvider locale={loaderData.locale} messages={messages}>
      <main className="p-3 print:p-0">
        <Link to="/admin/parcels" className="mb-3 inline-block text-sm text-primary underline print:hidden">
          {messages['admin.nav.parcels']}
        </Link>
        <ParcelLabelView label={loaderData.label} />
      </main>
    </I18nProvider>
  );
}
