import { Link } from 'react-router';
import type { BuyRequest } from '@fardin/core/contract-requests';
import { formatUsd } from '@fardin/core/money';
import { formatShortDayTime } from '@fardin/core/date-text';
import { REQUEST_FORM_PATH } from '@fardin/core/pasted-link';
import { useT } from '../../i18n/i18n-context';
import { RequestCard } from './page-card';

/** Long links wrap anywhere (Khmer pages' `word-break: normal` beats a utility class). */
const ANYWHERE = { overflowWrap: 'anywhere' } as const;

function RequestItem({ request }: { request: BuyRequest }) {
  const t = useT();
  const answer = request.answer;
  return (
    <li
      className={`space-y-1 rounded-xl border p-3 text-sm ${answer ? 'border-green-600 bg-green-50' : 'border-gray-200'}`}
      data-testid="my-request"
      data-status={request.status}
    >
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{answer ? t('commerce.req.answered') : t('commerce.req.waiting')}</span>
        <span className="text-gray-600">
          {t('commerce.req.sentAt', { when: formatShortDayTime(request.created_at) })}
        </span>
      </p>
      <p className="text-gray-800" dir="ltr" style={ANYWHERE}>
        {request.link}
      </p>
      <p className="text-gray-700">
        {t('commerce.req.details', { quantity: request.quantity })}
        {request.variant && ` · ${request.variant}`}
      </p>
      {request.note && <p className="text-gray-700">{request.note}</p>}
      {answer && (
        <div className="mt-2 space-y-1 border-t border-green-600/30 pt-2" data-testid="my-request-answer">
          <p className="text-base font-bold">{t('commerce.req.quote', { amount: formatUsd(answer.quote_usd) })}</p>
          <p style={ANYWHERE}>{t('commerce.req.product', { product: answer.product })}</p>
          {answer.note && <p>{t('commerce.req.staffNote', { note: answer.note })}</p>}
          {answer.path && (
            <Link
              to={t.link(answer.path)}
              className="inline-block min-h-11 rounded-full bg-primary px-4 py-2.5 font-semibold text-white"
            >
              {t('commerce.req.open')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}

/** /account/requests: the shopper's "buy it for me" requests and staff's answers, newest first. */
export function MyRequestsPage({ requests, sent }: { requests: BuyRequest[]; sent: boolean }) {
  const t = useT();
  return (
    <RequestCard title={t('commerce.req.myTitle')}>
      {sent && (
        <p role="status" className="mb-3 rounded border border-green-600 bg-green-50 p-2 text-sm text-green-900">
          {t('commerce.req.sent')}
        </p>
      )}
      {requests.length === 0 ? (
        <p className="text-gray-600">{t('commerce.req.empty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="my-requests">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
      <Link to={t.link(REQUEST_FORM_PATH)} className="mt-4 inline-block py-2 text-sm text-primary underline">
        {t('commerce.req.new')}
      </Link>
    </RequestCard>
  );
}
