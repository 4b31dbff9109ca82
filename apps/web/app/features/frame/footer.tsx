import { Link } from 'react-router';
import type { Contact } from '@fardin/core/contract-foundation';
import { pickText } from '@fardin/core/i18n-text';
import { phnomPenhYear } from '@fardin/core/date-text';
import { useT } from '../../i18n/i18n-context';
import { WarehouseMap } from '../../components/ui/warehouse-map';
import { Icon } from '../../components/ui/icon';

export function Footer({ contact, siteName, tileUrl }: { contact: Contact; siteName: string; tileUrl: string }) {
  const t = useT();
  const address = pickText(contact.address, t.locale);
  return (
    <footer className="mt-12 bg-accent pb-24 text-gray-100 md:pb-8">
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-10 md:grid-cols-3">
        <section>
          <h2 className="mb-3 text-lg font-bold text-white">{t('footer.contact')}</h2>
          <ul className="space-y-2 text-sm">
            {contact.phones.map((phone) => (
              <li key={phone.number}>
                <a
                  href={`tel:${phone.number.replace(/\s/g, '')}`}
                  className="flex min-h-6 items-center gap-2 py-1 hover:text-white"
                >
                  <Icon name="phone" size={16} />
                  <span>{phone.number}</span>
                  <span className="text-gray-300">({phone.operator})</span>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${contact.email}`} className="flex min-h-6 items-center gap-2 py-1 hover:text-white">
                <Icon name="mail" size={16} />
                {contact.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Icon name="map-pin" size={16} className="mt-1 shrink-0" />
              <address className="not-italic">{address}</address>
            </li>
          </ul>
        </section>
        <nav aria-label={t('footer.services')} className="grid grid-cols-2 gap-6 text-sm">
          <div>
            <h2 className="mb-3 text-lg font-bold text-white">{t('footer.services')}</h2>
            <ul className="space-y-2">
              <li>
                <Link to={t.link('/express')} className="inline-block py-1 hover:text-white">
                  {t('nav.express')}
                </Link>
              </li>
              <li>
                <Link to={t.link('/area')} className="inline-block py-1 hover:text-white">
                  {t('nav.area')}
                </Link>
              </li>
              <li>
                <Link to={t.link('/price')} className="inline-block py-1 hover:text-white">
                  {t('nav.price')}
                </Link>
              </li>
              <li>
                <Link to={t.link('/tracking')} className="inline-block py-1 hover:text-white">
                  {t('nav.tracking')}
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="mb-3 text-lg font-bold text-white">{t('footer.company')}</h2>
            <ul className="space-y-2">
              <li>
                <Link to={t.link('/about-us')} className="inline-block py-1 hover:text-white">
                  {t('nav.about')}
                </Link>
              </li>
              <li>
                <Link to={t.link('/blog')} className="inline-block py-1 hover:text-white">
                  {t('nav.help')}
                </Link>
              </li>
              <li>
                <Link to={t.link('/privacy-policy')} className="inline-block py-1 hover:text-white">
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link to={t.link('/download')} className="inline-block py-1 hover:text-white">
                  {t('footer.download')}
                </Link>
              </li>
            </ul>
          </div>
        </nav>
        <section>
          <h2 className="mb-3 text-lg font-bold text-white">{t('footer.warehouse')}</h2>
          <WarehouseMap lat={contact.warehouse.lat} lng={contact.warehouse.lng} tileUrl={tileUrl} label={address} />
        </section>
      </div>
      <p className="text-center text-xs text-gray-300">
        © {phnomPenhYear()} {siteName}. {t('footer.rights')}
      </p>
    </footer>
  );
}
