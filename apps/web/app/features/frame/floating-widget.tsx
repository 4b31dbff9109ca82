import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { WIDGET_OFFSET } from '@fardin/core/ui-layout';
import type { Contact } from '@fardin/core/contract-foundation';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../../components/ui/icon';

const Panel = lazy(() => import('./floating-widget-panel').then((m) => ({ default: m.FloatingWidgetPanel })));

/** The SPEC's place (25 px from the right, 160 px from the bottom) where there is room for it: wide screens. */
const OFFSET_VARS = {
  '--widget-right': `${WIDGET_OFFSET.right}px`,
  '--widget-bottom': `${WIDGET_OFFSET.bottom}px`,
} as CSSProperties;

/**
 * The floating help widget on every page (SPEC sections 1, 9): two messaging apps and /chat. On a
 * phone it sits in the bottom bar's row, at its right end, where the bar leaves room for it
 * (`pr-14` in bottom-bar.tsx): floating over the page there it covered prices, totals and the
 * order button as the page scrolled under it (issue 15 item 11). From `md` up (no bottom bar) it
 * floats at the SPEC's offsets.
 */
export function FloatingWidget({ messaging }: { messaging: Contact['messaging'] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div
      className="fixed right-2 bottom-[calc(env(safe-area-inset-bottom)+0.5rem)] z-40 flex flex-col items-end gap-3 md:right-[var(--widget-right)] md:bottom-[var(--widget-bottom)]"
      style={OFFSET_VARS}
      data-testid="floating-widget"
    >
      {open && (
        <Suspense fallback={null}>
          <Panel messaging={messaging} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="help-widget-panel"
        aria-label={open ? t('widget.close') : t('widget.open')}
        onClick={() => setOpen((v) => !v)}
        className="flex h-11 w-11 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg hover:bg-emerald-700 md:h-14 md:w-14"
      >
        {open ? <Icon name="x" size={22} /> : <Icon name="message-circle" size={24} />}
      </button>
    </div>
  );
}
