import { Link } from 'react-router';
import type { AdminProblem, PendingQcDecision } from '../../lib/operations-types';
import { useT } from '../../i18n/i18n-context';
import { ActionButton, AdminPage, Card, Empty, Notice, RefuseReceipt, usd, when } from './ui';
import { Theirs } from '../../components/ui/their-words';

function ProblemRow({ problem }: { problem: AdminProblem }) {
  const t = useT();
  return (
    <li
      className={`space-y-1 p-3 text-sm ${problem.overdue ? 'border-l-4 border-l-red-700 bg-red-50' : ''}`}
      data-testid="inbox-problem"
      data-problem-id={problem.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold" data-testid="inbox-kind">
          {t(`commerce.problem.kind.${problem.kind}`)}
        </span>
        {problem.overdue && (
          <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="inbox-overdue">
            {t('admin.ops.overdue')}
          </span>
        )}
      </div>
      <p data-user-text="">{problem.title}</p>
      <p>
        <Theirs>{problem.customer_name}</Theirs>
        {problem.customer_phone && (
          <>
            {' · '}
            <a href={`tel:${problem.customer_phone}`} dir="ltr" className="underline">
              {problem.customer_phone}
            </a>
          </>
        )}
      </p>
      <p className="text-gray-700">
        {t('admin.ops.openedAt', { when: when(problem.created_at) })}
        {' · '}
        {t('admin.ops.deadline', { when: when(problem.deadline) })}
      </p>
      <p className="flex flex-wrap gap-x-3 text-gray-700">
        {problem.amount_due > 0 && <span>{t('admin.ops.amountDue', { amount: usd(problem.amount_due) })}</span>}
        <span data-testid="inbox-reminders">{t('admin.ops.reminders', { count: problem.reminders_sent })}</span>
      </p>
      <Link to={`/admin/orders/${problem.order_id}`} className="inline-block underline">
        {t('admin.ops.openOrder', { id: problem.order_id })}
      </Link>
    </li>
  );
}

/** A quality check waiting for the shopper's decision: reminded at 24 h and 48 h, then overdue (call them). */
function QcRow({ item }: { item: PendingQcDecision }) {
  const t = useT();
  return (
    <li
      className={`space-y-1 p-3 text-sm ${item.overdue ? 'border-l-4 border-l-red-700 bg-red-50' : ''}`}
      data-testid="inbox-qc"
      data-line-id={item.line_id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{t('admin.ops.qcWaiting')}</span>
        {item.overdue && (
          <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="inbox-overdue">
            {t('admin.ops.overdue')}
          </span>
        )}
      </div>
      <p data-user-text="">{item.title}</p>
      <p>
        <Theirs>{item.customer_name}</Theirs>
        {item.customer_phone && (
          <>
            {' · '}
            <a href={`tel:${item.customer_phone}`} dir="ltr" className="underline">
              {item.customer_phone}
            </a>
          </>
        )}
      </p>
      <p className="text-gray-700">
        {t('admin.ops.checkedAt', { when: when(item.checked_at) })}
        {' · '}
        {t('admin.ops.deadline', { when: when(item.deadline) })}
      </p>
      <p className="text-gray-700" data-testid="inbox-reminders">
        {t('admin.ops.reminders', { count: item.reminders_sent })}
      </p>
      <Link to={`/admin/orders/${item.order_id}`} className="inline-block underline">
        {t('admin.ops.openOrder', { id: item.order_id })}
      </Link>
    </li>
  );
}

/** A difference paid by bank transfer: the shopper's receipt, the button that accepts it and the form that refuses it. */
function TransferRow({ problem }: { problem: AdminProblem }) {
  const t = useT();
  return (
    <li className="space-y-2 p-3 text-sm" data-testid="inbox-transfer" data-problem-id={problem.id}>
      <p className="font-semibold">
        {t(`commerce.problem.kind.${problem.kind}`)} · {usd(problem.amount_due)}
      </p>
      <p>
        <Theirs>{problem.title}</Theirs> · <Theirs>{problem.customer_name}</Theirs>
      </p>
      {problem.receipt_url && (
        <a href={problem.receipt_url} target="_blank" rel="noreferrer" className="block">
          <img src={problem.receipt_url} alt={t('admin.receipt')} className="max-h-48 rounded border object-contain" />
        </a>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton intent="verify" label={t('admin.verify')} values={{ id: problem.id }} />
        <Link to={`/admin/orders/${problem.order_id}`} className="underline">
          {t('admin.ops.openOrder', { id: problem.order_id })}
        </Link>
      </div>
      <RefuseReceipt intent="refuse" values={{ id: problem.id }} />
    </li>
  );
}

/**
 * /admin/problems: open problems, oldest first, overdue ones marked for a phone call
 * (OPERATIONS.md 1); below, differences paid by transfer waiting for staff to accept the receipt.
 */
export function ProblemsView({
  problems,
  qcDecisions = [],
  transfers,
  result,
}: {
  problems: AdminProblem[];
  qcDecisions?: PendingQcDecision[];
  transfers: AdminProblem[];
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.ops.inboxTitle')}>
      <Notice result={result} />
      <p className="text-sm text-gray-700">{t('admin.ops.inboxIntro')}</p>
      {problems.length === 0 ? (
        <Empty />
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-gray-200" data-testid="inbox">
            {problems.map((problem) => (
              <ProblemRow key={problem.id} problem={problem} />
            ))}
          </ul>
        </Card>
      )}
      {qcDecisions.length > 0 && (
        <>
          <h2 className="font-semibold">{t('admin.ops.qcTitle')}</h2>
          <Card className="p-0">
            <ul className="divide-y divide-gray-200" data-testid="inbox-qc-list">
              {qcDecisions.map((item) => (
                <QcRow key={item.line_id} item={item} />
              ))}
            </ul>
          </Card>
        </>
      )}
      {transfers.length > 0 && (
        <>
          <h2 className="font-semibold">{t('admin.ops.transfersTitle')}</h2>
          <Card className="p-0">
            <ul className="divide-y divide-gray-200">
              {transfers.map((problem) => (
                <TransferRow key={problem.id} problem={problem} />
              ))}
            </ul>
          </Card>
        </>
      )}
    </AdminPage>
  );
}
