import { useT } from '../../i18n/i18n-context';

/**
 * A product title or option in the page's language with its original a tap away (decision 0021):
 * a `<details>` whose summary is the translation, so it opens before the page's script has loaded
 * and a screen reader announces it as a disclosure. The same text (nothing was translated) is
 * plain text. Not for text inside a link (a product card): the product page shows the original.
 */
export function TranslatedText({
  text,
  original,
  className = '',
  testId,
}: {
  text: string;
  original?: string | null | undefined;
  className?: string;
  testId?: string;
}) {
  const t = useT();
  if (!original || original === text) {
    return (
      <span className={className} data-testid={testId} data-user-text="">
        {text}
      </span>
    );
  }
  return (
    <details className="group" data-testid={testId ? `${testId}-details` : undefined}>
      <summary
        className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${className}`}
        title={t('catalogue.showOriginal')}
        data-testid={testId}
      >
        <span data-user-text="">{text}</span>
        <span className="sr-only"> ({t('catalogue.showOriginal')})</span>
      </summary>
      <p className="mt-0.5 text-xs text-gray-500" data-testid={testId ? `${testId}-original` : undefined}>
        <span className="font-semibold">{t('catalogue.originalLabel')}: </span>
        <span lang="und">{original}</span>
      </p>
    </details>
  );
}
