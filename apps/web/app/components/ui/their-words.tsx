import { Fragment, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';

/**
 * Words the page shows as someone wrote them (issue 29 item 4): a name, an address, a note or a
 * message a person typed, or a seller's product title. They stay as written, marked
 * `data-user-text` so the language scan (e2e/tests/script-scan.ts) knows they are not the page's
 * own text. `lang` names their language where it is known (a seller's description).
 */
export function Theirs({ children, lang }: { children: ReactNode; lang?: string | undefined }) {
  return (
    <span data-user-text="" lang={lang}>
      {children}
    </span>
  );
}

/** A dictionary text whose `{values}` are someone's words: each value marked as theirs. */
export function TheirWords({ k, values }: { k: MessageKey; values: Record<string, string | number> }) {
  const t = useT();
  const parts = t(k).split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? <Fragment key={i}>{part}</Fragment> : <Theirs key={i}>{values[part] ?? `{${part}}`}</Theirs>,
      )}
    </>
  );
}
