import { Form } from 'react-router';
import type { ReactNode } from 'react';
import { nextLineStates, type LineState } from '@fardin/core/line-journey';
import { PROBLEM_KINDS, type ProblemKind } from '@fardin/core/operations-values';
import type { AdminOrderLine } from '../../lib/operations-types';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import { Field } from '../../components/ui/form-field';
import { inputClass, Submit, usd, when } from './ui';
import { TheirWords } from '../../components/ui/their-words';

/** The states each kind of problem is raised from (OPERATIONS.md section 1; the API refuses others). */
const RAISE_FROM: Record<ProblemKind, readonly LineState[]> = {
  price_changed: ['to_buy'],
  out_of_stock: ['to_buy'],
  lost: ['bought', 'seller_shipped'],
  qc_failed: ['received', 'checked'],
};

/** Moves staff make on this page (buying is the purchasing queue's; a problem is raised below). */
const PAGE_MOVES: readonly LineState[] = ['seller_shipped', 'received', 'checked', 'ready'];

/** A folded form: one tap opens it, so a phone shows a line's actions without a wall of fields. */
function Fold({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <details className="rounded border border-gray-200" data-testid={testId}>
      <summary className="cursor-pointer px-2 py-1.5 text-sm font-semibold">{label}</summary>
      <div className="border-t border-gray-200 p-2">{children}</div>
    </details>
  );
}

function Hidden({ values }: { values: Record<string, string | number> }) {
  return (
    <>
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

function MoveForm({ line, to }: { line: AdminOrderLine; to: LineState }) {
  const t = useT();
  const label = t(`admin.ops.move.${to}` as MessageKey);
  return (
    <Fold label={label} testId={`line-move-${to}`}>
      <Form method="post" className="space-y-2">
        <Hidden values={{ line_id: line.id, to }} />
        {to === 'seller_shipped' && (
          <>
            <Field look="compact" label={t('admin.ops.carrier')}>
              <input name="carrier" className={inputClass} />
            </Field>
            <Field look="compact" label={t('admin.ops.trackingNo')}>
              <input name="tracking_no" required className={inputClass} />
            </Field>
          </>
        )}
        {to === 'received' && (
          <Field look="compact" label={t('admin.ops.shelf')}>
            <input name="shelf" className={inputClass} />
          </Field>
        )}
        <Field look="compact" label={t('admin.ops.note')}>
          <input name="note" className={inputClass} />
        </Field>
        <Submit label={label} intent="line-move" />
      </Form>
    </Fold>
  );
}

function RaiseForm({ line, kinds }: { line: AdminOrderLine; kinds: readonly ProblemKind[] }) {
  const t = useT();
  return (
    <Fold label={t('admin.ops.raise')} testId="line-raise">
      <Form method="post" className="space-y-2">
        <Hidden values={{ line_id: line.id }} />
        <Field look="compact" label={t('admin.ops.kind')}>
          <select name="kind" className={inputClass} data-testid="raise-kind">
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`commerce.problem.kind.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field look="compact" label={t('admin.ops.newUnitPrice')}>
          <input
            name="new_unit_price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            className={inputClass}
          />
        </Field>
        <Field look="compact" label={t('admin.ops.alternatives')}>
          <textarea name="alternatives" rows={2} className={inputClass} />
        </Field>
        <Field look="compact" label={t('admin.ops.note')}>
          <input name="note" className={inputClass} />
        </Field>
        <Submit label={t('admin.ops.raiseSubmit')} intent="line-problem" />
      </Form>
    </Fold>
  );
}

function RefundForm({ line }: { line: AdminOrderLine }) {
  const t = useT();
  return (
    <Fold label={t('admin.ops.refundLine')} testId="line-refund">
      <Form method="post" className="space-y-2">
        <Hidden values={{ line_id: line.id }} />
        <Field look="compact" label={t('admin.ops.refundAmount')}>
          <input
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            required
            defaultValue={(line.refundable ?? line.product_price * line.quantity).toFixed(2)}
            className={inputClass}
          />
        </Field>
        <fieldset className="space-y-1 text-sm">
          <legend className="mb-1 text-gray-700">{t('admin.ops.refundTo')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="to" value="wallet" defaultChecked /> {t('admin.ops.refundTo.wallet')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="to" value="original" /> {t('admin.ops.refundTo.original')}
          </label>
        </fieldset>
        <Field look="compact" label={t('admin.ops.note')}>
          <input name="note" className={inputClass} />
        </Field>
        <Submit label={t('admin.ops.refundLine')} intent="line-refund" tone="secondary" />
      </Form>
    </Fold>
  );
}

/** What the shop knows of a line on its journey: purchase, tracking, shelf, open problem. */
function LineFacts({ line }: { line: AdminOrderLine }) {
  const t = useT();
  const problem = line.problem;
  return (
    <div className="space-y-1 text-xs text-gray-700">
      {line.seller && (
        <p data-testid="line-seller" data-seller-id={line.seller.id ?? ''}>
          <TheirWords k="admin.ops.sellerOf" values={{ seller: line.seller.name }} />
        </p>
      )}
      {line.purchase && (
        <p data-testid="line-purchase">
          <TheirWords
            k="admin.ops.boughtFrom"
            values={{
              seller: line.purchase.seller,
              no: line.purchase.marketplace_order_no,
              price: `${line.purchase.unit_price} ${line.purchase.currency}`,
            }}
          />
        </p>
      )}
      {line.tracking_nos && line.tracking_nos.length > 0 && (
        <p>{t('admin.ops.tracking', { no: line.tracking_nos.join(', ') })}</p>
      )}
      {line.shelf && <p>{t('admin.ops.shelfAt', { shelf: line.shelf })}</p>}
      {problem && (
        <div
          className="rounded border border-amber-500 bg-amber-50 p-2 text-sm text-gray-900"
          data-testid="line-problem"
        >
          <p className="font-semibold">
            {t('admin.ops.problem')}: {t(`commerce.problem.kind.${problem.kind}`)} ·{' '}
            {t(`admin.ops.problemStatus.${problem.status}`)}
          </p>
          {problem.amount_due > 0 && <p>{t('admin.ops.amountDue', { amount: usd(problem.amount_due) })}</p>}
          {problem.deadline && <p>{t('admin.ops.deadline', { when: when(problem.deadline) })}</p>}
          {problem.answer && <p>{t('admin.ops.answer', { choice: t(`commerce.problem.choice.${problem.answer}`) })}</p>}
        </div>
      )}
    </div>
  );
}

/**
 * A line's state as staff read it: the shopper's names, except on hold, where the shopper reads
 * "your answer is needed" and staff read whose move it is (the shopper's answer or payment, or
 * staff's own for a problem without choices, such as a lost parcel).
 */
function staffLineStateKey(line: Pick<AdminOrderLine, 'state' | 'problem'>): MessageKey {
  if (line.state !== 'problem') return `commerce.line.state.${line.state}`;
  if (line.problem && line.problem.choices.length === 0) return 'admin.ops.lineState.problemStaff';
  if (line.problem?.status === 'awaiting_payment') return 'admin.ops.lineState.problemPayment';
  return 'admin.ops.lineState.problem';
}

/** Per line: its state, the moves staff may make now, a problem to raise and a refund (issue 25 item 7). */
export function OrderLineJourney({ line }: { line: AdminOrderLine }) {
  const t = useT();
  const state = line.state;
  // A line on hold waits for the shopper's answer; a problem without choices (lost) is staff's to end.
  const moves =
    state === 'problem'
      ? line.problem && line.problem.choices.length === 0
        ? (['cancelled'] as const)
        : []
      : (line.next_states ?? nextLineStates(state, 'staff', line.held_from ?? null)).filter((to) =>
          PAGE_MOVES.includes(to),
        );
  const kinds = (line.next_states ?? nextLineStates(state, 'staff')).includes('problem')
    ? PROBLEM_KINDS.filter((kind) => RAISE_FROM[kind].includes(state))
    : [];
  const ended = state === 'cancelled' || state === 'returned' || state === 'awaiting_payment';
  return (
    <div className="mt-2 space-y-2" data-testid="line-journey" data-line-id={line.id} data-state={state}>
      <p className="text-sm">
        <span className="text-gray-600">{t('admin.ops.state')}: </span>
        <span className="rounded bg-gray-100 px-1.5 py-0.5 font-semibold" data-testid="line-state">
          {t(staffLineStateKey(line))}
        </span>
      </p>
      <LineFacts line={line} />
      {moves.map((to) => (
        <MoveForm key={to} line={line} to={to} />
      ))}
      {kinds.length > 0 && <RaiseForm line={line} kinds={kinds} />}
      {!ended && (line.refundable ?? line.product_price * line.quantity) > 0 && <RefundForm line={line} />}
    </div>
  );
}
