import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { khqrAnswerSchema, paymentStatusAnswerSchema } from '@fardin/core/contract-commerce';
import { formatUsd } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';
import { SheetDialog } from '../../components/ui/sheet-dialog';
import { Icon } from '../../components/ui/icon';
import { answerText, type ErrorTexts } from '../../lib/error-texts';
import { postJson } from '../../lib/post-json';

type KhqrAnswer = z.infer<typeof khqrAnswerSchema>;
type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;

/**
 * The server validates its own answers against the contract; the browser only checks that an
 * answer has the shape it reads (issue 28: no schema library in the browser).
 */
function dataOf<T extends { data: object }>(body: unknown, key: string): T['data'] | null {
  const data = (body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && key in data ? (data as T['data']) : null;
}

interface Qr {
  url: string;
  pngUrl: string;
  reference: string;
  merchant: string;
  deepLink: string | null;
  /** When the QR expires, by this phone's clock (the server's time left added to now). */
  deadline: number;
}

type Phase = 'loading' | 'waiting' | 'paid' | 'expired' | 'error';

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The KHQR payment (SPEC section 4) on the phone that pays: amount, merchant and reference beside
 * the QR, a countdown to its expiry, the bank app's deep link where the gateway has one and the QR
 * as a PNG to save and scan from the bank app's gallery. Polls every `intervalMs` until paid (then
 * hands over to the checkout), the QR expires or `maxAttempts` are spent (the QR lives exactly that
 * long, decision 0022): then the QR is hidden and a new one can be made. A shopper coming back from
 * the bank app is checked at once.
 */
export default function KhqrDialog(props: {
  amount: number;
  errorTexts: ErrorTexts;
  intervalMs: number;
  maxAttempts: number;
  onPaid(reference: string, qrUrl: string): void;
  onClose(): void;
  /** Makes the QR (a `khqrAnswerSchema` body); by default a payment of `amount` (checkout, top-up). */
  generate?(): Promise<{ ok: boolean; body: unknown }>;
}) {
  const t = useT();
  const [qr, setQr] = useState<Qr | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [message, setMessage] = useState('');
  const [round, setRound] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const onPaid = useRef(props.onPaid);
  onPaid.current = props.onPaid;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checkNow: (() => void) | undefined;
    setQr(null);
    setPhase('loading');
    setMessage('');
    const stop = (next: Phase, text: string) => {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      setPhase(next);
      setMessage(text);
    };
    (async () => {
      try {
        const gen = props.generate
          ? await props.generate()
          : await postJson('/api/payment/generate_khqr', {
              payment_method: 'wing',
              amount: props.amount,
              type: 'khqr',
            });
        // Settled already (the bank paid the last QR; this call settled it): paid, nothing to scan.
        if (gen.ok && (gen.body as { settled?: boolean } | null)?.settled) {
          stop('paid', '');
          onPaid.current('', '');
          return;
        }
        const d = gen.ok ? dataOf<KhqrAnswer>(gen.body, 'reference') : null;
        if (!d) return stop('error', answerText(props.errorTexts, gen.body, t('commerce.khqr.error')));
        if (stopped) return;
        const deadline = Date.now() + d.expires_in_ms;
        setQr({
          url: d.qr_code_url,
          pngUrl: d.qr_png_url,
          reference: d.reference,
          merchant: d.merchant_name,
          deepLink: d.deep_link,
          deadline,
        });
        setPhase('waiting');
        let attempts = 0;
        let busy = false;
        const poll = async () => {
          if (stopped || busy) return;
          busy = true;
          if (timer) clearTimeout(timer);
          attempts += 1;
          try {
            const check = await postJson('/api/payment/check_payment_status', { reference: d.reference });
            const status = check.ok ? dataOf<PaymentStatusAnswer>(check.body, 'payment_status') : null;
            if (!status) return stop('error', answerText(props.errorTexts, check.body, t('commerce.khqr.error')));
            if (status.payment_status === 'paid') {
              if (stopped) return;
              stop('paid', '');
              onPaid.current(d.reference, d.qr_code_url);
              return;
            }
            if (status.payment_status === 'expired') return stop('expired', t('commerce.khqr.timeout'));
          } catch {
            return stop('error', t('commerce.khqr.error'));
          } finally {
            busy = false;
          }
          if (attempts >= props.maxAttempts || Date.now() >= deadline)
            return stop('expired', t('commerce.khqr.timeout'));
          // The last check runs right at the deadline, never after it.
          timer = setTimeout(() => void poll(), Math.max(0, Math.min(props.intervalMs, deadline - Date.now())));
        };
        checkNow = () => void poll();
        timer = setTimeout(() => void poll(), props.intervalMs);
      } catch {
        stop('error', t('commerce.khqr.error'));
      }
    })();
    // Back from the bank app (the tab was hidden, its timers slowed): ask at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkNow?.();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // One QR per opening of the dialog and per "new QR".
  }, [round]);

  // The countdown ticks while the QR is on screen.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    setNow(Date.now());
    return () => clearInterval(id);
  }, [phase]);

  const left = qr ? qr.deadline - now : 0;
  const showQr = qr && (phase === 'waiting' || phase === 'paid');

  return (
    <SheetDialog
      open
      onClose={props.onClose}
      title={t('commerce.khqr.title')}
      closeLabel={t('commerce.khqr.close')}
      testId="khqr-dialog"
      maxHeightPx={820}
    >
      <div className="flex flex-col items-center gap-3 p-4 text-center">
        <p className="text-2xl font-bold text-primary" data-testid="khqr-amount">
          {formatUsd(props.amount)}
        </p>
        {qr && (
          <dl className="grid w-full max-w-xs grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
            <dt className="text-gray-600">{t('commerce.khqr.merchant')}</dt>
            <dd className="font-semibold" data-testid="khqr-merchant">
              {qr.merchant}
            </dd>
            <dt className="text-gray-600">{t('commerce.khqr.reference')}</dt>
            <dd className="break-all font-mono" data-testid="khqr-reference">
              {qr.reference}
            </dd>
          </dl>
        )}
        {showQr ? (
          <img
            src={qr.url}
            alt="KHQR"
            width={224}
            height={224}
            className="h-56 w-56 rounded-lg border"
            data-testid="khqr-image"
            data-reference={qr.reference}
          />
        ) : phase === 'loading' ? (
          <div className="h-56 w-56 animate-pulse rounded-lg bg-gray-100" />
        ) : null}
        {qr && phase === 'waiting' && (
          <>
            <p className="text-sm font-semibold tabular-nums" data-testid="khqr-countdown" role="timer" aria-live="off">
              {t('commerce.khqr.expiresIn', { time: clock(left) })}
            </p>
            <div className="flex w-full max-w-xs flex-col gap-2">
              {qr.deepLink && (
                <a
                  href={qr.deepLink}
                  className="flex items-center justify-center gap-2 rounded-full bg-primary py-3 font-semibold text-white"
                  data-testid="khqr-deeplink"
                >
                  <Icon name="qr-code" size={18} /> {t('commerce.khqr.openBank')}
                </a>
              )}
              <a
                href={qr.pngUrl}
                download={`KHQR-${qr.reference}.png`}
                className={`flex items-center justify-center gap-2 rounded-full py-3 font-semibold ${qr.deepLink ? 'border border-primary text-primary' : 'bg-primary text-white'}`}
                data-testid="khqr-save"
              >
                <Icon name="download" size={18} /> {t('commerce.khqr.save')}
              </a>
            </div>
            <p className="text-xs text-gray-600">{t('commerce.khqr.saveHint')}</p>
            <p className="text-sm">{t('commerce.khqr.waiting')}</p>
          </>
        )}
        {phase === 'paid' && <p className="font-semibold text-primary">{t('commerce.khqr.paid')}</p>}
        {message && (
          <p role="alert" className="rounded-lg bg-error/10 px-3 py-2 text-sm text-error" data-testid="khqr-message">
            {message}
          </p>
        )}
        {(phase === 'expired' || phase === 'error') && (
          <button
            type="button"
            onClick={() => setRound((r) => r + 1)}
            className="w-full max-w-xs rounded-full bg-primary py-3 font-semibold text-white"
            data-testid="khqr-new"
          >
            {t('commerce.khqr.newQr')}
          </button>
        )}
      </div>
    </SheetDialog>
  );
}
