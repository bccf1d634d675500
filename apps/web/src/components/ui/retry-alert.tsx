import { Alert } from './alert';
import { Button } from './button';

/** A failed load, and the button that tries it again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4">
      <Alert>{message}</Alert>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  );
}
