import { Form, Link } from 'react-router';
import type { StaffBuyRequest } from '@fardin/core/contract-requests';
import { useT } from '../../i18n/i18n-context';
import { AdminPage, Card, Empty, Notice, inputClass, Submit, usd, when } from './ui';
import { Theirs, TheirWords } from '../../components/ui/their-words';

/** Long links wrap anywhere (Khmer pages' `word-break: normal` beats a utility class). */
const ANYWHERE = { overflowWrap: 'anywhere' } as const;

function OpenRequest({ row }: { row: StaffBuyRequest }) {
  const t = useT();
  return (
    <li className="space-y-2 p-3 text-sm" data-testid="admin-request" data-request-id={row.id}>
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">#{row.id}</span>
        <span className="text-gray-700">{t('admin.req.sentAt', { when: when(row.created_at) })}</span>
      </p>
      <p>
        <Theirs>{row.customer.name}</Theirs>
        {row.customer.phone && (
          <>
            {' · '}
            <a href={`tel:${row.customer.phone}`} dir="ltr" className="underline">
              {row.customer.phone}
            </a>
          </>
        )}
      </p>
      <a
        href={row.link}
        target="_blank"
        rel="noreferrer noopener"
        className="block underline"
        dir="ltr"
        style={ANYWHERE}
      >
        <Theirs>{row.link}</Theirs>
      </a>
      {row.store && row.item_id && <p>{t('admin.req.item', { store: row.store, id: row.item_id })}</p>}
      <p>
        {t('admin.req.quantity', { quantity: row.quantity })}
        {row.variant && (
          <>
            {' · '}
            <TheirWords k="admin.req.variant" values={{ variant: row.variant }} />
          </>
        )}
      </p>
      {row.note && (
        <p style={ANYWHERE}>
          <TheirWords k="admin.req.note" values={{ note: row.note }} />
        </p>
      )}
      {row.answer ? (
        <p className="font-semibold text-green-800">
          {t('admin.req.answeredWith', { product: row.answer.product, amount: usd(row.answer.quote_usd) })}
        </p>
      ) : (
        <Form method="post" className="grid gap-2 sm:grid-cols-[2fr_1fr]" data-testid="admin-request-answer">
          <input type="hidden" name="id" value={row.id} />
          <label className="block">
            {t('admin.req.product')}
            <input name="product" required maxLength={2000} dir="ltr" className={inputClass} />
          </label>
          <label className="block">
            {t('admin.req.quote')}
            <input
              name="quote_usd"
              required
              type="number"
              min="0.01"
              step="0.01"
              inputMode="decimal"
              className={inputClass}
            />
          </label>
          <label className="block sm:col-span-2">
            {t('admin.req.answerNote')}
            <input name="note" maxLength={1000} className={inputClass} />
          </label>
          <div>
            <Submit label={t('admin.req.answer')} intent="answer" />
          </div>
        </Form>
      )}
    </li>
  );
}

/** /admin/requests: "buy it for me" requests, the waiting ones oldest first, each answered in place. */
export function AdminRequestsView({
  rows,
  status,
  result,
}: {
  rows: StaffBuyRequest[];
  status: 'open' | 'answered';
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.req.title')}>
      <Notice result={result} />
      <p className="text-sm text-gray-700">{t('admin.req.intro')}</p>
      <Link
        to={status === 'open' ? '/admin/requests?status=answered' : '/admin/requests'}
        className="text-sm underline"
      >
        {status === 'open' ? t('admin.req.showAnswered') : t('admin.req.showOpen')}
      </Link>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-gray-200" data-testid="admin-requests">
            {rows.map((row) => (
              <OpenRequest key={row.id} row={row} />
            ))}
          </ul>
        </Card>
      )}
    </AdminPage>
  );
}
