import type { Route } from './+types/admin.settings';
import { pageMeta } from '../lib/meta';
import { parcelSettingsSchema } from '@fardin/core/contract-parcels';
import { settingsAnswerSchema, shippingAnswerSchema } from '../features/admin/schemas';
import { parcelSettingsBody } from '../features/admin/parcel-settings.server';
import { SettingsView } from '../features/admin/settings';
import { apiCall, apiGetOrForbidden } from '../lib/api-client.server';
import { UNKNOWN_ACTION, adminResult, forbiddenText } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Settings' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const [answer, shipping] = await Promise.all([
    apiGetOrForbidden(context, '/api/admin/settings', settingsAnswerSchema),
    apiGetOrForbidden(context, '/api/admin/shipping', shippingAnswerSchema),
  ]);
  // The parcels form's countries: the price list's (decision 0054).
  const countries = shipping.ok ? [...new Set(shipping.data.data.rates.map((r) => r.country))] : [];
  return answer.ok
    ? {
        forbidden: null,
        settings: answer.data.data,
        parcels: answer.data.data.parcels ?? parcelSettingsSchema.parse({}),
        countries,
      }
    : { forbidden: forbiddenText(request, answer), settings: null, parcels: null, countries };
}

function phones(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0
        ? { operator: '', number: line }
        : { operator: line.slice(0, at).trim(), number: line.slice(at + 1).trim() };
    });
}

/** The rows of the payment types form (pt_code_0, pt_bank_0, ...); a row without a code is dropped. */
function paymentTypes(form: FormData) {
  const rows = [];
  for (let i = 0; form.has(`pt_code_${i}`); i += 1) {
    const code = formText(form, `pt_code_${i}`);
    if (!code) continue;
    rows.push({
      code,
      bank_name: formText(form, `pt_bank_${i}`),
      account_name: formText(form, `pt_name_${i}`),
      account_number: formText(form, `pt_number_${i}`),
      qr_image: formText(form, `pt_qr_${i}`) || null,
    });
  }
  return rows;
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
    body = Object.fromEntries(
      [...form.keys()].filter((k) => k.startsWith('rate_')).map((k) => [k.slice(5), Number(formText(form, k))]),
    );
  } else if (intent === 'commerce' || intent === 'payment_types') {
    // One setting holds both: the part not on this form is kept as it is.
    const current = await apiGetOrForbidden(context, '/api/admin/settings', settingsAnswerSchema);
    const commerce = current.ok ? current.data.data.commerce : null;
    body =
      intent === 'commerce'
        ? { anakut_discount_percent: Number(formText(form, 'discount')), bank_accounts: commerce?.bank_accounts ?? [] }
        : { anakut_discount_percent: commerce?.anakut_discount_percent ?? 0, bank_accounts: paymentTypes(form) };
  } else if (intent === 'parcels') {
    body = parcelSettingsBody(form);
  } else {
    return adminResult(request, UNKNOWN_ACTION, { intent });
  }
  const key = intent === 'payment_types' ? 'commerce' : intent;
  const answer = await apiCall(context, `/api/admin/settings/${key}`, { method: 'PUT', body });
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsView
      settings={loaderData.settings}
      parcels={loaderData.parcels ? { settings: loaderData.parcels, countries: loaderData.countries } : null}
      forbidden={loaderData.forbidden}
      result={actionData}
    />
  );
}
