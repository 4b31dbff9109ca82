import { Link } from 'react-router';
import type { Contact } from '@fardin/core/contract-foundation';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../../components/ui/icon';

/** The help widget's panel: its code loads the first time the shopper opens it (decision 0058). */
export function FloatingWidgetPanel({ messaging, onClose }: { messaging: Contact['messaging']; onClose: () => void }) {
  const t = useT();
  return (
    <div id="help-widget-panel" className="w-64 rounded-2xl bg-white p-4 text-gray-900 shadow-xl ring-1 ring-black/5">
      <p className="mb-3 text-sm" data-testid="widget-greeting">
        {t('widget.greeting')}
      </p>
      <ul className="space-y-2 text-sm">
        <li>
          <a
            href={messaging.telegram}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2 hover:bg-sky-100"
          >
            <Icon name="send" size={16} className="text-sky-600" />
            {t('widget.telegram')}
          </a>
        </li>
        <li>
          <a
            href={messaging.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 hover:bg-green-100"
          >
            <Icon name="message-circle" size={16} className="text-green-700" />
            {t('widget.whatsapp')}
          </a>
        </li>
        <li>
          <Link
            to={t.link('/chat')}
            onClick={onClose}
            className="flex items-center gap-2 rounded-lg bg-emerald-600 px-3 py-2 text-white hover:bg-emerald-700"
          >
            <Icon name="bot" size={16} />
            {t('widget.assistant')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
