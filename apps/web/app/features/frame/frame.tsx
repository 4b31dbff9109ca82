import type { ReactNode } from 'react';
import type { Contact, Site, Store } from '@fardin/core/contract-foundation';
import type { CategoryHead } from '../../lib/category-subs';
import { useT } from '../../i18n/i18n-context';
import { SnackbarProvider } from '../../components/ui/snackbar';
import { ProgressBar } from '../../components/ui/progress-bar';
import { FrameStateProvider } from '../../lib/frame-state';
import { Header } from './header';
import { BottomBar } from './bottom-bar';
import { touchIsland } from '../../components/ui/touch-island';
import { Footer as ServerFooter } from './footer.ssr-only';
import { FloatingWidget } from './floating-widget';
import { FrameDialogs } from './lazy-frame-dialogs';
import { NetworkStatus } from './network-status';

export interface FrameData {
  site: Site;
  contact: Contact;
  /** Without sub-lists (decision 0027: read when a menu opens). */
  categories: CategoryHead[];
  stores: Store[];
  viewer: { name: string; cartCount: number; wishlistCount: number; unreadCount?: number } | null;
}

/** Decisions 0058, 0060: the footer is the server's HTML until it comes near the viewport (its map loads then too). */
const Footer = touchIsland(
  'site-footer',
  import.meta.env.SSR ? ServerFooter : null,
  () => import('./footer').then((m) => m.Footer),
  { near: true, testId: 'site-footer' },
);

/** The main layout of SPEC section 2: header, content, bottom navigation, footer, snackbar, widget. */
export function Frame({ data, children }: { data: FrameData; children: ReactNode }) {
  const t = useT();
  const cartCount = data.viewer?.cartCount ?? 0;
  return (
    <SnackbarProvider closeLabel={t('snackbar.close')}>
      <FrameStateProvider stores={data.stores}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
          {t('header.skipToContent')}
        </a>
        <ProgressBar />
        <NetworkStatus />
        <Header
          siteName={data.site.name}
          viewerName={data.viewer?.name ?? null}
          cartCount={cartCount}
          wishlistCount={data.viewer?.wishlistCount ?? 0}
          unreadCount={data.viewer ? (data.viewer.unreadCount ?? 0) : null}
        />
        {/* Up to 1400 px wide the help button (56 px, 25 px from the right) would sit over the page's
            right edge: the page leaves it that room (issue 29 item 9). */}
        <main id="main" className="mx-auto min-h-[50vh] max-w-[1200px] px-3 py-4 md:px-4 md:max-[1400px]:pr-24">
          {children}
        </main>
        <Footer props={{ contact: data.contact, siteName: data.site.name, tileUrl: data.site.mapTileUrl }} />
        <BottomBar cartCount={cartCount} />
        <FloatingWidget messaging={data.contact.messaging} />
        <FrameDialogs categories={data.categories} />
      </FrameStateProvider>
    </SnackbarProvider>
  );
}
