import type { ReactNode } from 'react';

/** The white card the request pages sit in (the look of the account pages). */
export function RequestCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-5 shadow-sm md:p-8">
      <h1 className="text-xl font-bold text-primary">{title}</h1>
      <div className="mt-4">{children}</div>
    </section>
  );
}
