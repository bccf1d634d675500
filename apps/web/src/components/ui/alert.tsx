import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

interface AlertProps {
  tone?: 'error' | 'info';
  children: ReactNode;
}

/** A message in a box: errors are announced at once (role alert), notices politely. */
export function Alert({ tone = 'error', children }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  const colour = tone === 'error' ? 'border-error text-error' : 'border-primary text-foreground';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border bg-surface px-3 py-2 text-sm ${colour}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
