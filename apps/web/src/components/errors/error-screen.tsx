import { AlertIcon } from '../ui/first-paint-icons';
import type { ReactNode } from 'react';

interface ErrorScreenProps {
  message: string;
  /** A way out: a link home inside the router, a plain link outside it. */
  action: ReactNode;
}

export function ErrorScreen({ message, action }: ErrorScreenProps) {
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <AlertIcon className="size-12 text-error" />
      <h1 className="text-2xl font-bold text-foreground">Unexpected Application Error!</h1>
      <p className="break-words text-muted">{message}</p>
      {action}
    </main>
  );
}
