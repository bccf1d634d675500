import { useState } from 'react';
import { AlertDialog } from './alert-dialog';
import { ChangeScope } from './unsaved-changes';
import { useLeaveInterception } from './use-leave-interception';

/** docs/PRODUCT.md section 2's question before unsaved changes are thrown away. */
export const DISCARD_QUESTION = {
  title: 'Discard unsaved changes?',
  question: 'What you changed here has not been saved. Discard it, or keep editing?',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

/**
 * The admin area's net under unsaved work. Forms under a ChangeScopeContext.Provider of `scope`
 * register with it (useUnsavedChanges); leaving the page, the tab or a dialog while one holds
 * changes asks first, with `dialog` (render it once). `scope.leave` serves the layout's own
 * ways out (Log out).
 */
export function useUnsavedChangesGuard() {
  // The answer the open question waits for (null: no question open).
  const [answer, setAnswer] = useState<((discard: boolean) => void) | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const [scope] = useState(() => {
    const ask = () => new Promise<boolean>((resolve) => setAnswer(() => resolve));
    return new ChangeScope(ask, null, setUnsaved);
  });
  useLeaveInterception(scope, unsaved);

  const reply = (discard: boolean) => {
    answer?.(discard);
    setAnswer(null);
  };
  const dialog = (
    <AlertDialog
      open={answer !== null}
      title={DISCARD_QUESTION.title}
      question={DISCARD_QUESTION.question}
      cancelLabel={DISCARD_QUESTION.keep}
      actionLabel={DISCARD_QUESTION.discard}
      onAction={() => reply(true)}
      onCancel={() => reply(false)}
    />
  );
  return { scope, dialog };
}
