import { useEffect, useRef, useState } from 'react';
import { khqrAnswerSchema, paymentStatusAnswerSchema } from '@fardin/core/contract-commerce';
import { formatUsd } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';
import { SheetDialog } from '../../components/ui/sheet-dialog';
import { answerText, type ErrorTexts } from '../../lib/error-texts';

async function postJson(path: string, body: unknown): Promise<{ ok: boolean; body: unknown }> {
  const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  return { ok: res.ok, body: await res.json().catch(() => null) };
}

/**
 * The KHQR payment (SPEC section 4): show the QR, poll every `intervalMs`; on `paid` stop and hand
 * over to the checkout; after `maxAttempts` stop with 'Payment timeout. Please try again.'; on an
 * error stop with the server's message or 'Something went wrong'.
 */
export default function KhqrDialog(props: { amount: number; errorTexts: ErrorTexts; intervalMs: number; maxAttempts: number; onPaid(reference: string, qrUrl: string): void; onClose(): void }) {
  const t = useT();
  const [qr, setQr] = useState<{ url: string; reference: string } | null>(null);
  const [message, setMessage] = useState('');
  const [paid, setPaid] = useState(false);
  const onPaid = useRef(props.onPaid);
  onPaid.current = props.onPaid;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (text: string) => {
      if (!stopped) setMessage(text);
      stopped = true;
    };
    (async () => {
      try {
        const gen = await postJson('/api/payment/generate_khqr', { payment_method: 'wing', amount: props.amount, type: 'khqr' });
        const parsed = khqrAnswerSchema.safeParse(gen.body);
        if (!gen.ok || !parsed.success) return fail(answerText(props.errorTexts, gen.body, t('commerce.khqr.error')));
        const { qr_code_url: url, reference } = parsed.data.data;
        if (stopped) return;
        setQr({ url, reference });
        let attempts = 0;
        const poll = async () => {
          if (stopped) return;
          attempts += 1;
          try {
            const check = await postJson('/api/payment/check_payment_status', { reference });
            const status = paymentStatusAnswerSchema.safeParse(check.body);
            if (!check.ok || !status.success) return fail(answerText(props.errorTexts, check.body, t('commerce.khqr.error')));
            if (status.data.data.payment_status === 'paid') {
              stopped = true;
              setPaid(true);
              onPaid.current(reference, url);
              return;
            }
            if (status.data.data.payment_status === 'expired') return fail(t('commerce.khqr.timeout'));
          } catch {
            return fail(t('commerce.khqr.error'));
          }
          if (attempts >= props.maxAttempts) return fail(t('commerce.khqr.timeout'));
          timer = setTimeout(() => void poll(), props.intervalMs);
        };
        timer = setTimeout(() => void poll(), props.intervalMs);
      } catch {
        fail(t('commerce.khqr.error'));
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
    // One QR per opening of the dialog.
  }, []);

  return (
    <SheetDialog open onClose={props.onClose} title={t('commerce.khqr.title')} closeLabel={t('commerce.khqr.close')} testId="khqr-dialog">
      <div className="flex flex-col items-center gap-3 p-5 text-center">
        <p className="text-2xl font-bold text-primary">{formatUsd(props.amount)}</p>
        {qr ? (
          <img src={qr.url} alt="KHQR" width={240} height={240} className="h-60 w-60 rounded-lg border" data-testid="khqr-image" data-reference={qr.reference} />
        ) : (
          <div className="h-60 w-60 animate-pulse rounded-lg bg-gray-100" />
        )}
        <p className="text-sm text-gray-600">{t('commerce.khqr.hint')}</p>
        {!message && !paid && <p className="text-sm">{t('commerce.khqr.waiting')}</p>}
        {paid && <p className="font-semibold text-primary">{t('commerce.khqr.paid')}</p>}
        {message && (
          <p role="alert" className="rounded-lg bg-error/10 px-3 py-2 text-sm text-error" data-testid="khqr-message">
            {message}
          </p>
        )}
      </div>
    </SheetDialog>
  );
}
