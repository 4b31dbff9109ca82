import { useEffect, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { PROGRESS_DURATION_MS, PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from '@fardin/core/ui-timings';
import { useT } from '../../i18n/i18n-context';

/** Other code reports a failed request with this event; the bar turns to its failed style. */
const REQUEST_ERROR_EVENT = 'fardin:request-error';

/**
 * Top progress bar (SPEC sections 4, 9): appears 200 ms after work starts, creeps towards the end
 * over 5 s, completes and hides 500 ms after the work ends, turns failed on a request error.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  const [visible, setVisible] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const onError = () => setFailed(true);
    window.addEventListener(REQUEST_ERROR_EVENT, onError);
    return () => window.removeEventListener(REQUEST_ERROR_EVENT, onError);
  }, []);

  useEffect(() => {
    if (busy) {
      setFailed(false);
      const startedAt = performance.now();
      const show = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
      const tick = setInterval(() => {
        const elapsed = performance.now() - startedAt;
        setProgress(Math.min(95, (elapsed / PROGRESS_DURATION_MS) * 100));
      }, 100);
      return () => {
        clearTimeout(show);
        clearInterval(tick);
      };
    }
    setProgress(100);
    const hide = setTimeout(() => {
      setVisible(false);
      setProgress(0);
    }, PROGRESS_HIDE_DELAY_MS);
    return () => clearTimeout(hide);
  }, [busy]);

  const t = useT();
  return (
    <div
      role="progressbar"
      aria-label={t('categories.loading')}
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-testid="progress-bar"
      data-state={visible ? (failed ? 'failed' : 'active') : 'hidden'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        className={`h-full transition-[width,opacity] duration-200 ${failed ? 'bg-error' : 'bg-secondary'} ${visible ? 'opacity-100' : 'opacity-0'}`}
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
