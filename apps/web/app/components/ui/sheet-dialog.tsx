import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon';

/**
 * A modal sheet on the native <dialog> element: focus trap, Escape and the backdrop close it,
 * no library code to ship. Slides up from the bottom on phones, centred on wider screens.
 */
export function SheetDialog(props: {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  maxHeightPx?: number;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      data-testid={props.testId}
      aria-label={props.title}
      onClose={props.onClose}
      onClick={(event) => {
        if (event.target === ref.current) props.onClose();
      }}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-0 text-gray-900 shadow-xl sm:m-auto sm:max-w-lg sm:rounded-2xl"
      style={{ maxHeight: props.maxHeightPx ? `${props.maxHeightPx}px` : '85vh' }}
    >
      <div className="sticky top-0 flex items-center justify-between border-b bg-white px-4 py-3">
        <h2 className="text-base font-bold">{props.title}</h2>
        <button
          type="button"
          onClick={props.onClose}
          className="rounded-full p-2 hover:bg-gray-100"
          aria-label={props.closeLabel}
        >
          <Icon name="x" size={20} />
        </button>
      </div>
      <div className="p-4">{props.children}</div>
    </dialog>
  );
}
