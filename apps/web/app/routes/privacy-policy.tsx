import type { Route } from './+types/privacy-policy';
import { pageMeta } from '../lib/meta';
import { useT } from '../i18n/i18n-context';
import { TextPage } from '../features/content/text-page';
import { PRIVACY_TEXT } from '../features/content/privacy-text';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.privacy');

export default function Page() {
  const t = useT();
  return <TextPage text={PRIVACY_TEXT[t.locale]} testId="privacy-page" />;
}
