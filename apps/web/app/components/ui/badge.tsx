/** A small count bubble on an icon; hidden at zero but still announced by its label. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span className="sr-only">{`${label}: ${count}`}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="count-badge"
          className="absolute -top-1.5 -right-2 min-w-[1.15rem] rounded-full bg-secondary px-1 text-center text-[11px] leading-[1.15rem] font-bold text-black"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
}
