import type { ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import { formatShortDayTime } from '@fardin/core/date-text';

/** Small building blocks of the back office pages (plain HTML forms, server-rendered). */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

/** A write's outcome: a refusal, or what was done (`done`, e.g. the refund a lower price made), else "Saved.". */
export function Notice({ result }: { result?: { ok: boolean; message: string; done?: string | null } | undefined }) {
  const t = useT();
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`rounded border p-2 text-sm ${result.ok ? 'border-green-600 bg-green-50 text-green-900' : 'border-red-600 bg-red-50 text-red-900'}`}
    >
      {result.ok ? result.done || t('admin.saved') : result.message}
    </p>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-lg border border-gray-200 bg-white p-3 ${className}`}>{children}</div>;
}

export function Empty() {
  const t = useT();
  return <p className="rounded border border-dashed p-6 text-center text-gray-600">{t('admin.empty')}</p>;
}

export const inputClass = 'w-full rounded border border-gray-300 px-2 py-1.5 text-sm';
export const buttonClass = 'rounded bg-primary px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60';
export const secondaryButtonClass = 'rounded border border-gray-400 px-3 py-1.5 text-sm';

export function Submit({
  label,
  intent,
  tone = 'primary',
}: {
  label: string;
  intent?: string;
  tone?: 'primary' | 'secondary' | 'danger';
}) {
  const busy = useNavigation().state === 'submitting';
  const cls =
    tone === 'primary'
      ? buttonClass
      : tone === 'danger'
        ? 'rounded bg-red-700 px-3 py-1.5 text-sm font-semibold text-white'
        : secondaryButtonClass;
  return (
    <button type="submit" name={intent ? 'intent' : undefined} value={intent} className={cls} disabled={busy}>
      {label}
    </button>
  );
}

/** A one-button form posting `intent` and hidden values to the page's action. */
export function ActionButton({
  intent,
  label,
  values,
  tone,
}: {
  intent: string;
  label: string;
  values: Record<string, string | number>;
  tone?: 'primary' | 'secondary' | 'danger';
}) {
  return (
    <Form method="post" className="inline">
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <Submit label={label} intent={intent} {...(tone ? { tone } : {})} />
    </Form>
  );
}

/**
 * Refusing a receipt the shopper sent (a transfer of an order, a freight, a storage fee or a
 * problem's difference): staff must say why, and the shopper is told.
 */
export function RefuseReceipt({ intent, values }: { intent: string; values: Record<string, string | number> }) {
  const t = useT();
  return (
    <Form method="post" className="flex gap-2">
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input
        name="reason"
        required
        placeholder={t('admin.reason')}
        aria-label={t('admin.reason')}
        className={inputClass}
      />
      <Submit label={t('admin.reject')} intent={intent} tone="danger" />
    </Form>
  );
}

/** "hidden" beside a row that shoppers do not see. */
export function HiddenTag({ visible }: { visible: boolean }) {
  const t = useT();
  return visible ? null : <span className="ml-2 rounded bg-gray-200 px-1 text-gray-800">{t('admin.hidden')}</span>;
}

/**
 * Up / down / hide-or-show buttons of a row in a manually ordered list; `values` names the row
 * (`{id}`, or `{kind, id}`) for the page's `move`, `hide` and `show` actions.
 */
export function OrderAndVisibility({
  values,
  index,
  count,
  visible,
  hideTone = 'danger',
}: {
  values: Record<string, string | number>;
  index: number;
  count: number;
  visible: boolean;
  hideTone?: 'secondary' | 'danger';
}) {
  const t = useT();
  return (
    <>
      {index > 0 && (
        <ActionButton
          intent="move"
          label={t('admin.ref.up')}
          values={{ ...values, direction: 'up' }}
          tone="secondary"
        />
      )}
      {index < count - 1 && (
        <ActionButton
          intent="move"
          label={t('admin.ref.down')}
          values={{ ...values, direction: 'down' }}
          tone="secondary"
        />
      )}
      {visible ? (
        <ActionButton intent="hide" label={t('admin.hide')} values={values} tone={hideTone} />
      ) : (
        <ActionButton intent="show" label={t('admin.show')} values={values} tone="secondary" />
      )}
    </>
  );
}

export function Pager({ page, last }: { page: number; last: number }) {
  const t = useT();
  const location = useLocation();
  if (last <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(p));
    return `${location.pathname}?${params}`;
  };
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={t('admin.pagination')}>
      {page > 1 && (
        <Link to={href(page - 1)} className="underline">
          {t('admin.prev')}
        </Link>
      )}
      <span>{t('admin.page', { page, last })}</span>
      {page < last && (
        <Link to={href(page + 1)} className="underline">
          {t('admin.next')}
        </Link>
      )}
    </nav>
  );
}

export function Stat({ label, value, to }: { label: MessageKey; value: string; to: string }) {
  const t = useT();
  return (
    <Link to={to} className="block rounded-lg border border-gray-200 bg-white p-4 hover:border-primary">
      <span className="block text-sm text-gray-600">{t(label)}</span>
      <span className="mt-1 block text-2xl font-bold">{value}</span>
    </Link>
  );
}

export function usd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

export function when(iso: string): string {
  return formatShortDayTime(iso);
}
