import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLocalePath } from '@fardin/core/locale';
import { searchPath } from '@fardin/core/search-url';
import { useT } from '../../i18n/i18n-context';
import { useFrameState } from '../../lib/frame-state';
import { LazySheetDialog } from './lazy-frame-dialogs';
import { Icon } from '../../components/ui/icon';
import { ArtImage } from '../../components/ui/art-image';

// Link parsing, QR decoding and picture uploads run only when the shopper submits or picks a file,
// so they load then (and on focus, to be ready by the time the shopper presses search).
const loadPastedLink = () => import('@fardin/core/pasted-link');
const loadUploads = () => import('./search-uploads');

/** The words a results page searched for ('' on any other page): the box shows them (issue 29 item 1). */
function searchedText(pathname: string, search: string): string {
  if (!splitLocalePath(pathname).path.startsWith('/search/filter/')) return '';
  return new URLSearchParams(search).get('text') ?? '';
}

/**
 * The element that last got the focus: a field that React replaces while it has the focus loses it
 * without an event, and the box rendered in its place takes it back.
 */
let lastFocused: EventTarget | null = null;
if (typeof document !== 'undefined') {
  lastFocused = document.activeElement;
  document.addEventListener('focusin', (event) => (lastFocused = event.target), true);
}

/** The field this box finds as it renders: the server's, or the island's fallback (null on the server). */
function fieldBefore(id: string): HTMLInputElement | null {
  if (typeof document === 'undefined') return null;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement ? field : null;
}

/**
 * The header search box (SPEC section 5): empty text does nothing; a product link opens the
 * product page; otherwise a keyword search on the selected store. A picture runs an image search,
 * a QR picture is decoded in the browser. Inputs are disabled while a file is processed. Works as a
 * plain GET form before JavaScript loads (the search page redirects product links).
 */
export function SearchBox({ id }: { id: string }) {
  const t = useT();
  const frame = useFrameState();
  const navigate = useNavigate();
  const location = useLocation();
  const searched = searchedText(location.pathname, location.search);
  // Hydrated after the shopper started typing in the server's HTML (decision 0060): their words stay.
  const [before] = useState(() => fieldBefore(id));
  const [text, setText] = useState(() => before?.value ?? searched);
  // Rendered anew in place of that field (a store change above it, decision 0065): words typed into
  // it until this commit stay, and so does the focus.
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = field.current;
    if (!before || !input || before === input) return;
    if (before.value !== input.value) {
      // In the field at once: a search the shopper sent before this code ran is sent again by the
      // island (touchIsland) before React renders the new state.
      input.value = before.value;
      setText(before.value);
    }
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && lastFocused === before) input.focus();
  }, [before]);
  // A new results page (or leaving one) puts its words in the box, or empties it.
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setText(searched);
  }
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState(false);
  const [invalidQr, setInvalidQr] = useState(false);
  const imageInput = useRef<HTMLInputElement>(null);
  const qrInput = useRef<HTMLInputElement>(null);
  const store = frame.selectedStore?.code ?? 'fardin';
  const country =
    frame.selectedStore && frame.selectedStore.country !== 'fardin' ? frame.selectedStore.country : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's own value: words typed before the code ran count too.
    const field = event.currentTarget.elements.namedItem('text');
    const query = (field instanceof HTMLInputElement ? field.value : text).trim();
    if (!query) return;
    const { pastedItemPath } = await loadPastedLink();
    // An item link opens its page (the link goes along, issue 15 item 8) or the "buy it for me"
    // request; any other link goes through the search page, whose loader has the server read it.
    navigate(t.link(pastedItemPath(query) ?? searchPath({ store, text: query, country })));
  };

  const onFile = (kind: 'image' | 'qr') => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setUploadError(false);
    try {
      const [{ decodeQrProduct, uploadSearchImage }, { targetPath }] = await Promise.all([
        loadUploads(),
        loadPastedLink(),
      ]);
      if (kind === 'qr') {
        const target = await decodeQrProduct(file).catch(() => null);
        // A QR code of a store without a product page opens the request form with its item.
        if (target) navigate(t.link(targetPath(target, '')));
        else setInvalidQr(true);
      } else {
        const imgUrl = await uploadSearchImage(file);
        navigate(t.link(searchPath({ store, imgUrl, country })));
      }
    } catch {
      setUploadError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form
        role="search"
        action={t.link(`/search/filter/${store}`)}
        method="get"
        onSubmit={(event) => void onSubmit(event)}
        className="flex w-full items-center"
        aria-busy={busy}
      >
        <button
          type="button"
          onClick={() => frame.setStoreSelectorOpen(true)}
          className="flex h-10 max-w-[7.5rem] shrink-0 items-center gap-1.5 rounded-l-full border-r bg-gray-100 pr-2 pl-3 text-sm text-gray-800 md:max-w-none md:pr-3"
          aria-label={`${t('bottom.store')}: ${frame.selectedStore?.name ?? ''}`}
          data-testid="store-select-desktop"
        >
          {frame.selectedStore && (
            <ArtImage src={frame.selectedStore.image} alt="" width={20} height={20} className="h-5 w-5 rounded" />
          )}
          {/* The store this box searches, on phones too (issue 29 item 1). */}
          <span className="truncate" data-testid="search-store">
            {frame.selectedStore?.name ?? t('bottom.store')}
          </span>
        </button>
        <label htmlFor={id} className="sr-only">
          {t('search.placeholder')}
        </label>
        <input
          ref={field}
          id={id}
          name="text"
          type="search"
          value={text}
          disabled={busy}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => void loadPastedLink()}
          placeholder={busy ? t('catalogue.uploading') : t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-10 min-w-0 flex-1 border-0 bg-white px-3 text-ellipsis text-gray-900 placeholder:text-sm placeholder:text-gray-500 focus:outline-2 focus:outline-secondary disabled:bg-gray-100 md:px-4 md:placeholder:text-base"
        />
        <input type="hidden" name="page" value="1" />
        <input type="hidden" name="start_price" value="default" />
        <input type="hidden" name="sort" value="default" />
        {country && <input type="hidden" name="country" value={country} />}
        <button
          type="button"
          disabled={busy}
          onClick={() => imageInput.current?.click()}
          className="flex h-10 items-center bg-white px-2 text-gray-600 disabled:opacity-50"
          aria-label={t('search.imageUpload')}
          title={t('search.imageUpload')}
          data-testid="image-search-button"
        >
          <Icon name="camera" size={18} />
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => qrInput.current?.click()}
          className="flex h-10 items-center bg-white px-2 text-gray-600 disabled:opacity-50"
          aria-label={t('search.qrUpload')}
          title={t('search.qrUpload')}
          data-testid="qr-search-button"
        >
          <Icon name="qr-code" size={18} />
        </button>
        <input
          ref={imageInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="hidden"
          disabled={busy}
          onChange={onFile('image')}
          data-testid="image-search-input"
          tabIndex={-1}
          aria-hidden="true"
        />
        <input
          ref={qrInput}
          type="file"
          accept="image/*"
          className="hidden"
          disabled={busy}
          onChange={onFile('qr')}
          data-testid="qr-search-input"
          tabIndex={-1}
          aria-hidden="true"
        />
        <button
          type="submit"
          disabled={busy}
          className="flex h-10 items-center rounded-r-full bg-secondary px-4 text-black hover:brightness-95"
          aria-label={t('search.submit')}
        >
          <Icon name="search" size={18} />
        </button>
      </form>
      {uploadError && (
        <p role="alert" className="mt-1 text-xs text-amber-200" data-testid="upload-error">
          {t('catalogue.uploadFailed')}
        </p>
      )}
      <LazySheetDialog
        open={invalidQr}
        onClose={() => setInvalidQr(false)}
        title={t('catalogue.invalidQrTitle')}
        closeLabel={t('catalogue.close')}
        testId="invalid-qr-dialog"
      >
        <p>{t('catalogue.invalidQrBody')}</p>
        <button
          type="button"
          onClick={() => setInvalidQr(false)}
          className="mt-4 rounded-full bg-primary px-4 py-2 font-semibold text-white"
        >
          {t('catalogue.close')}
        </button>
      </LazySheetDialog>
    </>
  );
}
