import type { TimelineEntry } from '@fardin/core/contract-delivery';
import { formatDayTime } from '@fardin/core/date-text';
import { useT } from '../../i18n/i18n-context';

/** The operations timeline, newest first, in the shop's words. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useT();
  return (
    <ol className="relative ml-2 space-y-3 border-l-2 border-green-200 pl-4" data-testid="delivery-timeline">
      {[...entries].reverse().map((entry, i) => (
        <li key={`${entry.status}-${entry.date}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.4rem] h-3 w-3 rounded-full ${i === 0 ? 'bg-primary' : 'bg-green-200'}`}
          />
          <p className="font-medium">{t(`delivery.status.${entry.status}`)}</p>
          <p className="text-sm text-gray-600">{t.locale === 'kh' ? entry.name_kh : entry.name}</p>
          <p className="text-xs text-gray-500">
            <time dateTime={entry.date}>{formatDayTime(entry.date, t.locale)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
