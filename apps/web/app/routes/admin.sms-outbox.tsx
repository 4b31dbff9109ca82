import type { Route } from './+types/admin.sms-outbox';
import { pageMeta } from '../lib/meta';
import { smsOutboxAnswerSchema } from '../features/admin/embedded-schemas';
import { SmsOutboxView } from '../features/admin/sms-outbox';
import { apiGetOrForbidden } from '../lib/api-client.server';
import { forwardQuery, forbiddenText } from '../features/admin/admin-request.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'SMS outbox' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await apiGetOrForbidden(
    context,
    `/api/admin/sms-outbox${forwardQuery(request, [])}`,
    smsOutboxAnswerSchema,
  );
  return answer.ok
    ? { forbidden: null, outbox: answer.data }
    : { forbidden: forbiddenText(request, answer), outbox: null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SmsOutboxView {...loaderData} />;
}
