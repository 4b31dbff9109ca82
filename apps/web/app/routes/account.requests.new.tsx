import { data, redirect } from 'react-router';
import { buyRequestAnswerSchema } from '@fardin/core/contract-requests';
import { localizePath, splitLocalePath } from '@fardin/core/locale';
import { MY_REQUESTS_PATH } from '@fardin/core/pasted-link';
import type { Route } from './+types/account.requests.new';
import { pageMeta } from '../lib/meta';
import { apiCall, failureText, fieldErrors, requestLocale } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { formText } from '../lib/form-data';
import { RequestFormPage, type RequestFormResult } from '../features/requests/request-form-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'commerce.req.title', { noindex: true });

const STORE = /^[a-z0-9]{2,12}$/;
const ITEM = /^[A-Za-z0-9._-]{1,40}$/;

/** The "buy it for me" form, the pasted link (and the item read from it) filled in from the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const query = new URL(request.url).searchParams;
  const store = query.get('store') ?? '';
  const item = query.get('item') ?? '';
  return {
    link: (query.get('link') ?? '').slice(0, 2000),
    store: STORE.test(store) ? store : '',
    item: ITEM.test(item) ? item : '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  const locale = requestLocale(request);
  const quantity = Number(formText(form, 'quantity') || '1');
  const answer = await apiCall(
    context,
    '/api/requests',
    {
      method: 'POST',
      body: {
        link: formText(form, 'link'),
        note: formText(form, 'note'),
        variant: formText(form, 'variant'),
        quantity: Number.isFinite(quantity) ? quantity : formText(form, 'quantity'),
      },
    },
    buyRequestAnswerSchema,
  );
  if (!answer.ok)
    return data<RequestFormResult>(
      { ok: false, message: failureText(answer, locale), errors: fieldErrors(answer, locale) },
      { status: answer.status >= 500 ? 502 : answer.status },
    );
  throw redirect(`${localizePath(MY_REQUESTS_PATH, splitLocalePath(new URL(request.url).pathname).locale)}?sent=1`);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestFormPage values={loaderData} result={actionData} />;
}
