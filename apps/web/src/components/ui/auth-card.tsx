import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card the sign-in and sign-up pages share (their routes set the page title). */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-center text-2xl font-bold tracking-tight text-foreground">{title}</h1>
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">{children}</div>
      <p className="text-center text-sm text-muted">{footer}</p>
    </section>
  );
}
