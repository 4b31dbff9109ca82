import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { ChatProduct } from '@fardin/core/assistant-intent';
import { formatUsd } from '@fardin/core/money';
import { ProductImage } from '../../components/ui/product-image';
import { useT } from '../../i18n/i18n-context';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  products?: ChatProduct[];
}
export type ChatResult =
  | { ok: true; question: string; reply: string; products: ChatProduct[] }
  | { ok: false; question: string; error: string };

const STORAGE_KEY = 'fardin.chat';

function ProductCards({ products }: { products: ChatProduct[] }) {
  const t = useT();
  return (
    <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="chat-products">
      {products.map((p) => (
        <li
          key={`${p.store}-${p.id}`}
          className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200"
          data-testid="chat-product"
        >
          <Link to={t.link(p.link)} className="block">
            {/* alt="": the title below, in the same link, names the product. */}
            <ProductImage
              src={p.image || '/categories/default.svg'}
              alt=""
              width={240}
              sizes="(min-width: 640px) 200px, 42vw"
              fallback="/categories/default.svg"
            />
            {p.match === 'closest' && (
              <span
                className="mx-2 mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-[11px] text-amber-900"
                data-testid="chat-closest"
              >
                {t('content.chatClosest')}
              </span>
            )}
            <span className="line-clamp-2 px-2 pt-1 text-xs" data-testid="chat-product-title">
              {p.title}
            </span>
            <span className="block px-2 pb-2 text-sm font-bold text-secondary-dark">
              {p.price_usd !== null ? formatUsd(p.price_usd) : `${p.price} ${p.currency}`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /chat: the assistant. The conversation lives in this tab's sessionStorage only. */
export function ChatPage() {
  const t = useT();
  const fetcher = useFetcher<ChatResult>();
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const handled = useRef<ChatResult | undefined>(undefined);

  const restored = useRef(false);

  useEffect(() => {
    try {
      const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as ChatTurn[];
      if (Array.isArray(saved) && saved.length > 0) {
        restored.current = true;
        setTurns(saved);
      }
    } catch {
      /* a broken saved conversation starts over */
    }
  }, []);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    setTurns((prev) => {
      const next: ChatTurn[] = [
        ...prev,
        { role: 'user', content: result.question },
        result.ok
          ? { role: 'assistant', content: result.reply, products: result.products }
          : { role: 'assistant', content: result.error },
      ];
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next.slice(-30)));
      return next;
    });
    setDraft('');
  }, [fetcher.data]);
  useEffect(() => {
    // The page moves to the newest turn, never as it hydrates (nothing to show: a tap on its way
    // would land elsewhere, decision 0065), and to a restored conversation only if the shopper has
    // not scrolled the page meanwhile. A block body: newer browsers return a promise from
    // scrollIntoView, which is not a cleanup.
    if (turns.length === 0) return;
    const restoring = restored.current;
    restored.current = false;
    if (restoring && window.scrollY > 0) return;
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns.length]);

  const busy = fetcher.state !== 'idle';
  const history = JSON.stringify(turns.slice(-10).map(({ role, content }) => ({ role, content })));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-3" data-testid="chat-page">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-primary">{t('content.chatTitle')}</h1>
        {turns.length > 0 && (
          <button
            type="button"
            className="text-sm text-primary underline"
            onClick={() => {
              setTurns([]);
              window.sessionStorage.removeItem(STORAGE_KEY);
            }}
          >
            {t('content.chatClear')}
          </button>
        )}
      </div>
      <ol className="space-y-3" aria-live="polite" data-testid="chat-log">
        <li className="max-w-[85%] rounded-2xl rounded-tl-none bg-green-50 p-3" data-testid="chat-greeting">
          {t('widget.greeting')}
        </li>
        {turns.map((turn, i) => (
          <li
            key={i}
            data-testid={`chat-${turn.role}`}
            className={
              turn.role === 'user'
                ? 'ml-auto max-w-[85%] rounded-2xl rounded-tr-none bg-primary p-3 text-white'
                : 'max-w-full rounded-2xl rounded-tl-none bg-green-50 p-3'
            }
          >
            <span className="sr-only">{`${t(turn.role === 'user' ? 'content.chatYou' : 'content.chatBot')}: `}</span>
            <p className="whitespace-pre-line">{turn.content}</p>
            {turn.products && turn.products.length > 0 && <ProductCards products={turn.products} />}
          </li>
        ))}
        {busy && <li className="text-sm text-gray-500">{t('content.chatThinking')}</li>}
      </ol>
      <div ref={endRef} />
      <fetcher.Form method="post" className="sticky bottom-20 flex gap-2 rounded-2xl bg-white p-2 shadow md:bottom-4">
        <input type="hidden" name="history" value={history} />
        <label htmlFor="chat-message" className="sr-only">
          {t('content.chatPlaceholder')}
        </label>
        <input
          id="chat-message"
          name="message"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          required
          maxLength={500}
          autoComplete="off"
          placeholder={t('content.chatPlaceholder')}
          className="min-w-0 flex-1 rounded-xl px-3 py-2 focus:outline-none focus:ring-2 focus:ring-primary/30"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-xl bg-primary px-4 py-2 font-bold text-white disabled:opacity-60"
        >
          {t('content.chatSend')}
        </button>
      </fetcher.Form>
      <p className="text-xs text-gray-500">{t('content.chatNote')}</p>
    </div>
  );
}
