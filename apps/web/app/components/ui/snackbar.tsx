import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SNACKBAR_HIDE_MS } from '@fardin/core/ui-timings';
import { snackbarText } from '@fardin/core/frame-text';
import { Icon } from './icon';

type Kind = 'info' | 'success' | 'error';
interface Message {
  id: number;
  text: string;
  kind: Kind;
}
interface SnackbarApi {
  show(text: string, kind?: Kind): void;
}

const SnackbarContext = createContext<SnackbarApi>({ show: () => {} });

export function useSnackbar(): SnackbarApi {
  return useContext(SnackbarContext);
}

const KIND_CLASS: Record<Kind, string> = {
  info: 'bg-accent text-white',
  success: 'bg-primary text-white',
  error: 'bg-error text-white',
};

/** Snackbar messages (SPEC section 4): hide after 5 s; 'User' in a message reads 'You'. */
export function SnackbarProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [message, setMessage] = useState<Message | null>(null);
  const show = useCallback((text: string, kind: Kind = 'info') => {
    setMessage({ id: Date.now() + Math.random(), text: snackbarText(text), kind });
  }, []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SNACKBAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 md:bottom-6"
      >
        {message && (
          <div
            key={message.id}
            role="status"
            data-testid="snackbar"
            data-kind={message.kind}
            className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg px-4 py-3 shadow-lg ${KIND_CLASS[message.kind]}`}
          >
            <span>{message.text}</span>
            <button
              type="button"
              onClick={() => setMessage(null)}
              aria-label={closeLabel}
              className="rounded p-1 hover:bg-white/20"
            >
              <Icon name="x" size={16} />
            </button>
          </div>
        )}
      </div>
    </SnackbarContext.Provider>
  );
}
