import type { Route } from './+types/admin.settings';
import { pageMeta } from '../lib/meta';
import { settingsAnswerSchema } from '../features/admin/schemas';
import { SettingsView } from '../features/admin/settings';
import { apiCall, apiGetOrForbidden } from '../lib/api-client.server';
import { UNKNOWN_ACTION, adminResult, forbiddenText } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Settings' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await apiGetOrForbidden(context, '/api/admin/settings', settingsAnswerSchema);
  return answer.ok ? { forbidden: null, settings: answer.data.data } : { forbidden: forbiddenText(request, answer), settings: null };
}

function phones(text: string) {
  return text.split('\n').map((line) => line.trim()).filter(Boolean).map((line) => {
    const at = line.indexOf(':');
    return at < 0 ? { operator: '', number: line } : { operator: line.slice(0, at).trim(), number: line.slice(at + 1).trim() };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  let body: unknown;
  if (intent === 'contact') {
    body = {
      phones: phones(formText(form, 'phones')),
      email: formText(form, 'email'),
      address: { kh: formText(form, 'address_kh'), en: formText(form, 'address_en'), zh: formText(form, 'address_zh') },
      warehouse: { lat: Number(formText(form, 'lat')), lng: Number(formText(form, 'lng')) },
      messaging: { telegram: formText(form, 'telegram'), whatsapp: formText(form, 'whatsapp') },
    };
  } else if (intent === 'currency_rates') {
    body = Object.fromEntries([...form.keys()].filter((k) => k.startsWith('rate_')).map((k) => [k.slice(5), Number(formText(form, k))]));
  } else if (intent === 'commerce') {
    const current = await apiGetOrForbidden(context, '/api/admin/settings', settingsAnswerSchema);
    const bankAccounts = current.ok ? current.data.data.commerce?.bank_accounts : undefined;
    body = { anakut_discount_percent: Number(formText(form, 'discount')), bank_accounts: bankAccounts ?? [] };
  } else {
    return adminResult(request, UNKNOWN_ACTION, { intent });
  }
  const answer = await apiCall(context, `/api/admin/settings/${intent}`, { method: 'PUT', body });
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsView settings={loaderData.settings} forbidden={loaderData.forbidden} result={actionData} />;
}
