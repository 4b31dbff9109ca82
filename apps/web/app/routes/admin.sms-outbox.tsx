import type { Route } from './+types/admin.sms-outbox';
import { pageMeta } from '../lib/meta';
import { adminGetOrForbidden, forwardQuery } from '../features/admin/admin-api.server';
import { smsOutboxAnswerSchema } from '../features/admin/embedded-schemas';
import { SmsOutboxView } from '../features/admin/sms-outbox';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'SMS outbox' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await adminGetOrForbidden(context, `/api/admin/sms-outbox${forwardQuery(request, [])}`, smsOutboxAnswerSchema);
  return answer.forbidden === null ? { forbidden: null, outbox: answer.data } : { forbidden: answer.forbidden, outbox: null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SmsOutboxView {...loaderData} />;
}
