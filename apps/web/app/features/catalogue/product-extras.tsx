import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../../components/ui/icon';

export interface ProductJsonLdProps {
  name: string;
  /** Absolute URL of the page. */
  url: string;
  images: string[];
  sku: string;
  description: string;
  currency: string;
  price: number;
  soldOut: boolean;
}

/**
 * schema.org Product of the page (for search engines: read from the server's HTML). The browser
 * loads this only if the chosen variant changes what it says before the page is used.
 */
export function ProductJsonLd({ name, url, images, sku, description, currency, price, soldOut }: ProductJsonLdProps) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    // The page's URL is on PUBLIC_URL: own picture paths are made absolute on it too.
    image: images.map((image) => new URL(image, url).href),
    sku,
    description,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      price: price.toFixed(2),
      availability: soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
    />
  );
}

/** Shares the page (the phone's share sheet), or copies its link where there is none. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    if (typeof navigator.share === 'function') await navigator.share({ title, url }).catch(() => undefined);
    else {
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      setCopied(true);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="flex items-center gap-1 text-primary"
      data-testid="share"
    >
      <Icon name="share-2" size={16} /> {copied ? t('catalogue.copied') : t('catalogue.share')}
    </button>
  );
}
