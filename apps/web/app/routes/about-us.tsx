import type { Route } from './+types/about-us';
import { pageMeta } from '../lib/meta';
import { useT } from '../i18n/i18n-context';
import { TextPage } from '../features/content/text-page';
import { ABOUT_TEXT } from '../features/content/about-text';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.aboutUs');

export default function Page() {
  const t = useT();
  return (
    <TextPage
      text={ABOUT_TEXT[t.locale]}
      testId="about-page"
      links={[
        { to: '/express', label: t('page.express') },
        { to: '/area', label: t('page.area') },
        { to: '/price', label: t('page.price') },
        { to: '/privacy-policy', label: t('page.privacy') },
      ]}
    />
  );
}
