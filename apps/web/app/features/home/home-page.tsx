import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@fardin/core/contract-foundation';
import { pickText } from '@fardin/core/i18n-text';
import { useT } from '../../i18n/i18n-context';
import { useRootData } from '../../lib/root-data';
import { useFrameState } from '../../lib/frame-state';
import { ArtImage } from '../../components/ui/art-image';

export interface HomePageProps {
  banners: Banner[];
  /** The category menu (catalogue feature), composed by the route. */
  categoryMenu: ReactNode;
  /** The 6-product rows per category for the selected store. */
  renderRows(store: string, country: string): ReactNode;
}

export function HomePage(props: HomePageProps) {
  const { banners } = props;
  const t = useT();
  const root = useRootData();
  const frame = useFrameState();
  const [first, ...rest] = banners;
  return (
    <div className="space-y-6">
      <h1 className="sr-only">{`${root?.site.name ?? ''} — ${t('site.tagline')}`}</h1>
      {first && (
        <section aria-label={t('home.banners')} className="grid gap-3 md:grid-cols-3">
          <Link to={t.link(first.link)} className="relative block overflow-hidden rounded-2xl md:col-span-2">
            {/* alt="": the title is the link's text just below (an equal alt would be read twice). */}
            <ArtImage
              src={first.image}
              alt=""
              width={1200}
              height={400}
              sizes="(min-width: 768px) 66vw, 100vw"
              className="aspect-[3/1] w-full object-cover"
              fetchPriority="high"
            />
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-3 text-sm font-semibold text-white md:text-lg">
              {pickText(first.title, t.locale)}
            </span>
          </Link>
          <div className="hidden gap-3 md:grid">
            {rest.map((banner) => (
              <Link key={banner.id} to={t.link(banner.link)} className="relative block overflow-hidden rounded-2xl">
                {/* The art has no words (issue 15): the title in the page's language is the link's text. */}
                <ArtImage
                  src={banner.image}
                  alt=""
                  width={1200}
                  height={400}
                  sizes="33vw"
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/1] w-full object-cover"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-3 text-sm font-semibold text-white">
                  {pickText(banner.title, t.locale)}
                </span>
              </Link>
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="home-stores">
        <h2 id="home-stores" className="mb-3 text-lg font-bold">
          {t('home.stores')}
        </h2>
        <ul className="grid grid-cols-5 gap-2 sm:grid-cols-10">
          {frame.stores.map((store) => (
            <li key={store.code}>
              <button
                type="button"
                onClick={() => frame.selectStore(store.code)}
                aria-pressed={frame.selectedStore?.code === store.code}
                className={`flex w-full flex-col items-center gap-1 rounded-xl p-2 text-xs ${frame.selectedStore?.code === store.code ? 'bg-green-50 ring-2 ring-primary' : 'bg-white'}`}
              >
                <ArtImage src={store.image} alt="" width={40} height={40} className="h-10 w-10 rounded-lg" />
                <span className="truncate">{store.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-3 text-lg font-bold">
          {t('home.categories')}
        </h2>
        {props.categoryMenu}
      </section>
      {props.renderRows(frame.selectedStore?.code ?? 'fardin', frame.selectedStore?.country ?? 'fardin')}
    </div>
  );
}
