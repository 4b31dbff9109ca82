import type { ReactNode } from 'react';

/** The centred card the login, register, verify and forgot pages share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md rounded-2xl bg-white p-5 shadow-sm md:mt-6 md:p-8">
      <h1 className="text-2xl font-bold text-primary">{title}</h1>
      {intro && <p className="mt-1 text-sm text-gray-600">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-5 shadow-sm md:p-8">
      <h1 className="text-xl font-bold text-primary">{title}</h1>
      <div className="mt-4">{children}</div>
    </section>
  );
}
