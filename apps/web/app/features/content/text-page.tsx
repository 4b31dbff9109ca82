import { Link } from 'react-router';
import type { PolicyText } from './privacy-text';
import { useT } from '../../i18n/i18n-context';

/** A long text page (about, privacy): headed sections of short points. */
export function TextPage({
  text,
  testId,
  links,
}: {
  text: PolicyText;
  testId: string;
  links?: { to: string; label: string }[];
}) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl space-y-4" data-testid={testId}>
      <h1 className="text-2xl font-bold text-primary">{text.title}</h1>
      {text.updated && <p className="text-sm text-gray-500">{text.updated}</p>}
      <p className="text-gray-800">{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.title} className="rounded-xl bg-white p-4 shadow-sm">
          <h2 className="mb-2 text-lg font-bold">{section.title}</h2>
          <ul className="list-disc space-y-1 pl-5 text-gray-800">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      {links && (
        <p className="flex flex-wrap gap-4">
          {links.map((l) => (
            <Link key={l.to} to={t.link(l.to)} className="text-primary underline">
              {l.label}
            </Link>
          ))}
        </p>
      )}
    </article>
  );
}
