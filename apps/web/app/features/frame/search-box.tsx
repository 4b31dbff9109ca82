import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { searchPath } from '@fardin/core/search-url';
import { useT } from '../../i18n/i18n-context';
import { useFrameState } from './frame-state';

/**
 * The header search box (SPEC section 5): empty text does nothing; otherwise a keyword search on the
 * selected store. Works as a plain GET form before JavaScript loads.
 */
export function SearchBox({ id }: { id: string }) {
  const t = useT();
  const frame = useFrameState();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const store = frame.selectedStore?.code ?? 'fardin';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(t.link(searchPath({ store, text: query })));
  };
  return (
    <form role="search" action={t.link(`/search/filter/${store}`)} method="get" onSubmit={onSubmit} className="flex w-full items-center">
      <button
        type="button"
        onClick={() => frame.setStoreSelectorOpen(true)}
        className="hidden h-10 items-center gap-1.5 rounded-l-full border-r bg-gray-100 pr-3 pl-3 text-sm text-gray-800 md:flex"
        data-testid="store-select-desktop"
      >
        {frame.selectedStore && <img src={frame.selectedStore.image} alt="" width={20} height={20} className="h-5 w-5 rounded" />}
        <span>{frame.selectedStore?.name ?? t('bottom.store')}</span>
      </button>
      <label htmlFor={id} className="sr-only">
        {t('search.placeholder')}
      </label>
      <input
        id={id}
        name="text"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 min-w-0 flex-1 rounded-l-full border-0 md:rounded-l-none bg-white px-4 text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-secondary"
      />
      <input type="hidden" name="page" value="1" />
      <input type="hidden" name="start_price" value="default" />
      <input type="hidden" name="sort" value="default" />
      <button type="submit" className="flex h-10 items-center rounded-r-full bg-secondary px-4 text-black hover:brightness-95" aria-label={t('search.submit')}>
        <Search size={18} aria-hidden="true" />
      </button>
    </form>
  );
}
