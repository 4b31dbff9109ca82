import { Form, Link } from 'react-router';
import type { AdminWithdrawalRow, WithdrawalStatus } from '@fardin/core/contract-admin';
import { useT } from '../../i18n/i18n-context';
import { AdminPage, Card, inputClass, Notice, Submit, usd, when } from './ui';
import { Theirs } from '../../components/ui/their-words';

const FILTERS = ['pending', 'paid', 'all'] as const;

function Withdrawal({ row }: { row: AdminWithdrawalRow }) {
  const t = useT();
  return (
    <Card className="space-y-2 text-sm">
      <div data-testid={`withdrawal-${row.id}`} className="space-y-1">
        <p className="text-lg font-bold">{usd(row.amount)}</p>
        <p>
          <Theirs>{row.user_name}</Theirs> · {row.user_phone}
        </p>
        <p>
          <span className="text-gray-600">{t('admin.withdrawals.account')}: </span>
          {row.account_number ? (
            <span className="font-mono select-all">{row.account_number}</span>
          ) : (
            <span className="text-amber-800">{t('admin.withdrawals.noAccount')}</span>
          )}
        </p>
        <p>
          <span className="text-gray-600">{t('admin.withdrawals.reference')}: </span>
          <span className="font-mono select-all">{row.reference_no}</span>
        </p>
        <p className="text-gray-600">{when(row.requested_at)}</p>
      </div>
      {row.status === 'paid' ? (
        <p className="rounded bg-green-50 p-2 text-green-900" data-testid="withdrawal-paid">
          {t('admin.withdrawals.paidAt', { when: row.paid_at ? when(row.paid_at) : '' })}
          {row.note ? (
            <>
              {' '}
              — <Theirs>{row.note}</Theirs>
            </>
          ) : (
            ''
          )}
        </p>
      ) : (
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={row.id} />
          <input
            name="note"
            maxLength={500}
            placeholder={t('admin.withdrawals.note')}
            aria-label={t('admin.withdrawals.note')}
            className={`${inputClass} flex-1`}
          />
          <Submit label={t('admin.withdrawals.markPaid')} intent="paid" />
        </Form>
      )}
    </Card>
  );
}

/** /admin/withdrawals: the shoppers' Anakut Cash withdrawals staff pay out (issue 24 item 10). */
export function WithdrawalsView({
  status,
  withdrawals,
  result,
}: {
  status: WithdrawalStatus | 'all';
  withdrawals: AdminWithdrawalRow[];
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.withdrawals.title')}>
      <Notice result={result} />
      <p className="text-sm text-gray-700">{t('admin.withdrawals.intro')}</p>
      <nav className="flex gap-2 text-sm">
        {FILTERS.map((f) => (
          <Link
            key={f}
            to={`/admin/withdrawals?status=${f}`}
            aria-current={f === status ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 ${f === status ? 'border-primary bg-primary text-white' : 'border-gray-300'}`}
          >
            {t(`admin.withdrawals.${f}`)}
          </Link>
        ))}
      </nav>
      {withdrawals.length === 0 ? (
        <p className="rounded border border-dashed p-6 text-center text-gray-600">{t('admin.withdrawals.empty')}</p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {withdrawals.map((row) => (
            <Withdrawal key={row.id} row={row} />
          ))}
        </div>
      )}
    </AdminPage>
  );
}
