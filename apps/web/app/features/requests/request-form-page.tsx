import { Form, Link, useNavigation } from 'react-router';
import { MAX_REQUEST_NOTE, MAX_REQUEST_VARIANT } from '@fardin/core/buy-request-limits';
import { MY_REQUESTS_PATH } from '@fardin/core/pasted-link';
import { useT } from '../../i18n/i18n-context';
import { RequestCard } from './page-card';
import { TextField } from '../../components/ui/text-field';

export interface RequestFormValues {
  link: string;
  store: string;
  item: string;
}

export interface RequestFormResult {
  ok: boolean;
  message?: string | undefined;
  errors?: Record<string, string[]> | undefined;
}

const STORE_NAMES: Record<string, string> = {
  aliexpress: 'AliExpress',
  shopee: 'Shopee',
  coupang: 'Coupang',
  ebay: 'eBay',
  alibaba: 'Alibaba',
  taobao: 'Taobao',
  '1688': '1688',
  amazon: 'Amazon',
  lazada: 'Lazada',
};

/**
 * /account/requests/new: the "buy it for me" form (issue 29 item 2), the pasted link (and the item
 * read from it) filled in. Sending it lands on the shopper's list of requests.
 */
export function RequestFormPage({
  values,
  result,
}: {
  values: RequestFormValues;
  result?: RequestFormResult | undefined;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const errors = result?.errors ?? {};
  return (
    <RequestCard title={t('commerce.req.title')}>
      <p className="text-sm text-gray-700">{t('commerce.req.intro')}</p>
      {values.store && values.item && (
        <p className="mt-3 rounded-lg bg-primary/10 px-3 py-2 text-sm font-semibold" data-testid="request-item">
          {t('commerce.req.item', { store: STORE_NAMES[values.store] ?? values.store, id: values.item })}
        </p>
      )}
      {result && !result.ok && result.message && (
        <p role="alert" className="mt-3 rounded border border-red-600 bg-red-50 p-2 text-sm text-red-900">
          {result.message}
        </p>
      )}
      <Form method="post" className="mt-4 space-y-4" data-testid="request-form">
        <TextField
          label={t('commerce.req.link')}
          name="link"
          type="url"
          inputMode="url"
          dir="ltr"
          required
          defaultValue={values.link}
          errors={errors.link}
        />
        <TextField
          label={t('commerce.req.variant')}
          name="variant"
          maxLength={MAX_REQUEST_VARIANT}
          errors={errors.variant}
        />
        <TextField
          label={t('commerce.req.quantity')}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          defaultValue="1"
          errors={errors.quantity}
        />
        <label className="block text-sm font-medium" htmlFor="f-note">
          {t('commerce.req.note')}
          <textarea
            id="f-note"
            name="note"
            rows={3}
            maxLength={MAX_REQUEST_NOTE}
            className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 w-full rounded-full bg-primary py-3 font-semibold text-white disabled:opacity-50"
        >
          {t('commerce.req.send')}
        </button>
      </Form>
      <Link to={t.link(MY_REQUESTS_PATH)} className="mt-4 inline-block py-2 text-sm text-primary underline">
        {t('commerce.req.myTitle')}
      </Link>
    </RequestCard>
  );
}
