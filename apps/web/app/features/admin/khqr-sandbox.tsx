import { useT } from '../../i18n/i18n-context';
import { AutoRefresh } from './auto-refresh';
import type { KhqrSandboxAnswer } from './embedded-schemas';
import { ActionButton, AdminPage, Empty, Notice, Pager, usd, when } from './ui';
import { Theirs } from '../../components/ui/their-words';

type Payment = KhqrSandboxAnswer['data'][number];

function PendingPayment({ payment, canPay }: { payment: Payment; canPay: boolean }) {
  const t = useT();
  return (
    <li className="space-y-2 p-3 text-sm" data-testid="sandbox-payment" data-reference={payment.reference}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-xl font-bold">{usd(payment.amount)}</span>
        <span>
          <Theirs>{payment.user_name}</Theirs> · <span dir="ltr">{payment.user_phone}</span>
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-gray-700">
        <dt>{t('admin.sandbox.reference')}</dt>
        <dd className="break-all font-mono">{payment.reference}</dd>
        <dt>{t('admin.sandbox.created')}</dt>
        <dd>
          <time dateTime={payment.created_at}>{when(payment.created_at)}</time>
        </dd>
        <dt>{t('admin.sandbox.expires')}</dt>
        <dd>
          <time dateTime={payment.expires_at}>{when(payment.expires_at)}</time>
        </dd>
      </dl>
      {payment.sandbox_paid ? (
        <p className="font-semibold text-green-800" data-testid="sandbox-paid">
          {t('admin.sandbox.paid')}
        </p>
      ) : canPay ? (
        <ActionButton intent="pay" label={t('admin.sandbox.pay')} values={{ id: payment.id }} />
      ) : null}
    </li>
  );
}

/** Pending KHQR payments of the embedded sandbox bank, each with a "Mark paid (sandbox)" button. */
export function KhqrSandboxView({
  pending,
  result,
}: {
  pending: KhqrSandboxAnswer;
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  const sandbox = pending.gateway === 'sandbox';
  return (
    <AdminPage title={t('admin.nav.khqrSandbox')}>
      {result?.ok ? (
        <p role="status" className="rounded border border-green-600 bg-green-50 p-2 text-sm text-green-900">
          {t('admin.sandbox.done')}
        </p>
      ) : (
        <Notice result={result} />
      )}
      <p
        className={sandbox ? 'text-sm text-gray-700' : 'rounded border border-gray-300 bg-gray-50 p-3 text-sm'}
        data-testid={sandbox ? undefined : 'sandbox-off'}
      >
        {t(sandbox ? 'admin.sandbox.intro' : 'admin.sandbox.bakong')}
      </p>
      <AutoRefresh seconds={5} />
      {pending.data.length === 0 ? (
        <Empty />
      ) : (
        <ul
          className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
          data-testid="sandbox-payments"
        >
          {pending.data.map((payment) => (
            <PendingPayment key={payment.id} payment={payment} canPay={sandbox} />
          ))}
        </ul>
      )}
      <Pager page={pending.page} last={pending.last_page} />
    </AdminPage>
  );
}
