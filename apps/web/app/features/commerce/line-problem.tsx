import { useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatDayTime } from '@fardin/core/date-text';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import type { JourneyLine } from '../../lib/operations-types';
import { Choice } from '../../components/ui/choice';
import { SecondPaymentForm, type PaymentContext } from './second-payment-form';

type Problem = NonNullable<JourneyLine['problem']>;
/** How the difference can be paid (cash on delivery cannot pay a price rise before buying). */
const PAY_TYPES = ['khqr', 'bankTransfer', 'anakut'] as const;
type PayType = (typeof PAY_TYPES)[number];

/** What the order page needs to take a payment: poll settings, banks, the wallet (checkout options). */
export type ProblemContext = PaymentContext;

const primary = 'w-full rounded-full bg-primary py-3 font-semibold text-white disabled:opacity-50';

function Hidden({ problem, choice }: { problem: Problem; choice: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="problem_id" value={problem.id} />
      <input type="hidden" name="choice" value={choice} />
    </>
  );
}

function PickAlternative({ problem, ctx }: { problem: Problem; ctx: ProblemContext }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const [picked, setPicked] = useState(problem.alternatives[0]?.variant ?? '');
  return (
    <Form method="post" className="space-y-2" data-testid="problem-alternatives">
      <Hidden problem={problem} choice="alternative" />
      <p className="text-sm font-semibold">{t('commerce.problem.pickOne')}</p>
      {problem.alternatives.map((alt) => (
        <Choice
          key={alt.variant}
          name="variant"
          value={alt.variant}
          checked={picked === alt.variant}
          onChange={() => setPicked(alt.variant)}
          testId="problem-alternative"
        >
          <span className="flex flex-wrap justify-between gap-x-2 text-sm">
            <span>{alt.variant_name ?? alt.variant}</span>
            <span className="whitespace-nowrap font-semibold">{ctx.money(alt.unit_price)}</span>
          </span>
        </Choice>
      ))}
      <button type="submit" disabled={busy} className={primary} data-testid="problem-alternative-submit">
        {t('commerce.problem.pickSubmit')}
      </button>
    </Form>
  );
}

/** Cancel the line: asks first (without JavaScript too), then refunds what was paid to Anakut Cash. */
function CancelLine({ problem, refund, ctx }: { problem: Problem; refund: number; ctx: ProblemContext }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <details className="group rounded-xl border border-error/40" data-testid="problem-cancel">
      <summary className="cursor-pointer list-none py-2.5 text-center text-sm font-semibold text-error group-open:hidden">
        {t('commerce.problem.choice.cancel')}
      </summary>
      <Form method="post" className="space-y-2 p-3">
        <Hidden problem={problem} choice="cancel" />
        <p className="text-sm">{t('commerce.problem.cancelNote', { amount: ctx.money(refund) })}</p>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-full bg-error py-2.5 font-semibold text-white disabled:opacity-50"
          data-testid="problem-cancel-confirm"
        >
          {t('commerce.problem.cancelYes')}
        </button>
      </Form>
    </details>
  );
}

/** The quality-check answers: one button each. */
function OtherChoices({ problem, choices }: { problem: Problem; choices: readonly string[] }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="problem_id" value={problem.id} />
      {choices.map((choice) => (
        <button
          key={choice}
          type="submit"
          name="choice"
          value={choice}
          disabled={busy}
          className="rounded-full border border-primary px-3 py-1.5 text-sm font-semibold text-primary"
          data-testid={`problem-choice-${choice}`}
        >
          {t(`commerce.problem.choice.${choice}` as MessageKey)}
        </button>
      ))}
    </Form>
  );
}

/** KHQR references the payments module makes (`FD` and 16 hex digits). */
const KHQR_REFERENCE = /^FD[0-9A-F]{16}$/;

/**
 * A KHQR chosen and not settled yet (after a reload, or without JavaScript): the QR as an image and
 * a button that asks again; the answer settles the problem once the bank has paid.
 */
function PendingKhqr({ problem, reference }: { problem: Problem; reference: string }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="flex flex-col items-center gap-2" data-testid="problem-khqr-pending">
      <Hidden problem={problem} choice="pay" />
      <input type="hidden" name="payment_type" value="khqr" />
      <img
        src={`/api/payment/khqr/${reference}.svg`}
        alt="KHQR"
        width={192}
        height={192}
        className="h-48 w-48 rounded-lg border bg-white"
      />
      <p className="font-mono text-xs">{reference}</p>
      <p className="text-sm">{t('commerce.khqr.waiting')}</p>
      <button type="submit" disabled={busy} className={primary} data-testid="problem-khqr-check">
        {t('commerce.problem.checkPaid')}
      </button>
    </Form>
  );
}

function Box({ children }: { children: ReactNode }) {
  return (
    <div className="mt-2 space-y-2 rounded-xl border border-amber-400 bg-amber-50 p-3" data-testid="problem-card">
      {children}
    </div>
  );
}

/** A line's problem on the shopper's order page: what happened, what it costs, and the choices. */
export function LineProblem({ line, ctx }: { line: JourneyLine; ctx: ProblemContext }) {
  const t = useT();
  const problem = line.problem;
  if (!problem) return null;
  const open = problem.status === 'open';
  // The reminders sent so far (24 h, 48 h), where the answer carries them.
  const reminded =
    'reminders_sent' in problem && typeof problem.reminders_sent === 'number' ? problem.reminders_sent : 0;
  const others = problem.choices.filter((c) => c !== 'pay' && c !== 'alternative' && c !== 'cancel');
  return (
    <Box>
      <p className="text-sm font-bold text-amber-900" data-testid="problem-kind">
        {t(`commerce.problem.kind.${problem.kind}`)}
      </p>
      <p className="text-xs font-semibold" data-testid="problem-status">
        {t(`commerce.problem.status.${problem.status}`)}
      </p>
      {problem.note && <p className="text-sm">{t('commerce.problem.note', { note: problem.note })}</p>}
      {problem.amount_due > 0 && problem.status !== 'resolved' && (
        <p className="flex justify-between text-sm">
          <span>{t('commerce.problem.due')}</span>
          <span className="font-bold" data-testid="problem-due">
            {ctx.money(problem.amount_due)}
          </span>
        </p>
      )}
      {problem.status !== 'resolved' && (
        <p className="text-xs text-gray-700" data-testid="problem-deadline">
          {t('commerce.problem.deadline', { date: formatDayTime(problem.deadline, t.locale) })}
        </p>
      )}
      {open && reminded > 0 && (
        <p className="text-xs font-semibold text-amber-900" data-testid="problem-reminded">
          {t('commerce.problem.reminded', { count: reminded })}
        </p>
      )}
      {open && problem.choices.length === 0 && <p className="text-sm">{t('commerce.problem.waitStaff')}</p>}
      {open && problem.choices.includes('pay') && (
        <SecondPaymentForm
          testPrefix="problem"
          types={PAY_TYPES}
          heading={t('commerce.problem.payWith')}
          typeLabel={(type) => t(`commerce.checkout.${type as PayType}`)}
          amount={problem.amount_due}
          submitText={t('commerce.problem.pay', { amount: ctx.money(problem.amount_due) })}
          hidden={<Hidden problem={problem} choice="pay" />}
          khqr={{ path: `/api/order-problems/${problem.id}/answer`, body: { choice: 'pay', payment_type: 'khqr' } }}
          ctx={ctx}
        />
      )}
      {problem.status === 'awaiting_payment' && KHQR_REFERENCE.test(problem.payment_reference ?? '') && (
        <PendingKhqr problem={problem} reference={problem.payment_reference!} />
      )}
      {open && problem.choices.includes('alternative') && problem.alternatives.length > 0 && (
        <PickAlternative problem={problem} ctx={ctx} />
      )}
      {open && others.length > 0 && <OtherChoices problem={problem} choices={others} />}
      {open && problem.choices.includes('cancel') && (
        <CancelLine problem={problem} refund={line.product_price * line.quantity} ctx={ctx} />
      )}
    </Box>
  );
}
