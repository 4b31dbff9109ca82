import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CheckoutOptions } from '@fardin/core/contract-commerce';
import { formatUsd } from '@fardin/core/money';
import { formatDayTime } from '@fardin/core/date-text';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import { FilePicker } from '../../components/ui/file-picker';
import type { ErrorTexts } from '../../lib/error-texts';
import type { JourneyLine } from '../../lib/operations-types';
import { Choice } from '../../components/ui/choice';
import { TransferAccount, uploadReceipt } from './transfer-account';
import { postJson } from '../../lib/post-json';

const KhqrDialog = lazy(() => import('./khqr-dialog'));
type Problem = NonNullable<JourneyLine['problem']>;
/** How the difference can be paid (cash on delivery cannot pay a price rise before buying). */
const PAY_TYPES = ['khqr', 'bankTransfer', 'anakut'] as const;
type PayType = (typeof PAY_TYPES)[number];

/** What the order page needs to take a payment: poll settings, banks, the wallet (checkout options). */
export interface ProblemContext {
  options: CheckoutOptions | null;
  errorTexts: ErrorTexts;
  money(usd: number): string;
}

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

/**
 * Pay the difference: KHQR (the payment sheet: the answer makes the QR, the sheet polls it, then
 * the same answer posts again and settles), a bank transfer with its receipt, or Anakut Cash. The
 * form posts without JavaScript too (the receipt as a file; a KHQR then shows as a plain image).
 */
function PayDifference({ problem, ctx }: { problem: Problem; ctx: ProblemContext }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const options = ctx.options;
  const [type, setType] = useState<PayType>('khqr');
  const [bank, setBank] = useState(options?.bank_accounts[0]?.code ?? '');
  const [receiptUrl, setReceiptUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const [khqrOpen, setKhqrOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const answerPath = `/api/order-problems/${problem.id}/answer`;

  function onSubmit(event: FormEvent) {
    if (type !== 'khqr' || !options) return;
    event.preventDefault();
    setKhqrOpen(true);
  }
  async function upload(file: File) {
    setUploading(true);
    setUploadError('');
    const answer = await uploadReceipt(file, ctx.errorTexts, t('commerce.khqr.error'));
    if ('url' in answer) setReceiptUrl(answer.url);
    else setUploadError(answer.error);
    setUploading(false);
  }
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={form}
      onSubmit={onSubmit}
      className="space-y-2"
      data-testid="problem-pay"
    >
      <Hidden problem={problem} choice="pay" />
      <p className="text-sm font-semibold">{t('commerce.problem.payWith')}</p>
      {PAY_TYPES.map((value) => (
        <Choice
          key={value}
          name="payment_type"
          value={value}
          checked={type === value}
          onChange={() => setType(value)}
          testId={`problem-pay-${value}`}
        >
          <span className="text-sm">{t(`commerce.checkout.${value}`)}</span>
          {value === 'anakut' && options && (
            <span className="block text-xs text-gray-600">
              {t('commerce.checkout.balance', { amount: formatUsd(options.wallet_balance) })}
            </span>
          )}
        </Choice>
      ))}
      {type === 'bankTransfer' && options && (
        <div className="space-y-2 rounded-xl bg-gray-50 p-2">
          {options.bank_accounts.map((account) => (
            <Choice
              key={account.code}
              name="payment_method"
              value={account.code}
              checked={bank === account.code}
              onChange={() => setBank(account.code)}
              testId={`problem-bank-${account.code}`}
            >
              <TransferAccount account={account} showQr={bank === account.code} />
            </Choice>
          ))}
          <p className="text-xs text-gray-700">
            {t('commerce.transfer.reference')}: <span className="font-mono">{options.transfer_reference}</span>
          </p>
          <input type="hidden" name="image_url" value={receiptUrl} />
          <FilePicker
            name="file"
            label={t('commerce.checkout.receipt')}
            texts={{ choose: t('filePicker.choose'), change: t('filePicker.change'), none: t('filePicker.none') }}
            previewUrl={receiptUrl || null}
            busy={uploading}
            busyText={t('commerce.checkout.uploading')}
            error={uploadError || undefined}
            testId="problem-receipt"
            onFile={(file) => void upload(file)}
          />
        </div>
      )}
      <button type="submit" disabled={busy || uploading} className={primary} data-testid="problem-pay-submit">
        {t('commerce.problem.pay', { amount: ctx.money(problem.amount_due) })}
      </button>
      {khqrOpen && options && (
        <Suspense fallback={null}>
          <KhqrDialog
            amount={problem.amount_due}
            errorTexts={ctx.errorTexts}
            intervalMs={options.poll_interval_ms}
            maxAttempts={options.poll_max_attempts}
            generate={() => khqrOfAnswer(answerPath)}
            onClose={() => setKhqrOpen(false)}
            onPaid={() => {
              setKhqrOpen(false);
              // Paid: the same answer again settles the problem (a document POST, fresh page).
              form.current?.submit();
            }}
          />
        </Suspense>
      )}
    </Form>
  );
}

/**
 * A payment by KHQR answered with `data.khqr` (a problem's `pay`, a parcel's freight) makes the QR:
 * it as the payment sheet reads a generated QR.
 */
export async function khqrOfAnswer(
  path: string,
  body: unknown = { choice: 'pay', payment_type: 'khqr' },
): Promise<{ ok: boolean; body: unknown }> {
  const answer = await postJson(path, body);
  const data = (answer.body as { data?: { khqr?: Record<string, unknown> | null } } | null)?.data;
  const qr = data?.khqr;
  if (!answer.ok || !qr || typeof qr.reference !== 'string') return { ok: false, body: answer.body };
  const expiresAt = typeof qr.expires_at === 'string' ? Date.parse(qr.expires_at) : Date.now();
  return {
    ok: true,
    body: {
      message: 'success',
      data: {
        qr_code_url: `/api/payment/khqr/${qr.reference}.svg`,
        qr_png_url: `/api/payment/khqr/${qr.reference}.png`,
        merchant_name: 'Fardin',
        deep_link: null,
        expires_in_ms: Math.max(0, expiresAt - Date.now()),
        md5: '',
        currency: 'USD',
        ...qr,
      },
    },
  };
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
      {open && problem.choices.includes('pay') && <PayDifference problem={problem} ctx={ctx} />}
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
