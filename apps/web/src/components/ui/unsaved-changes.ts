import { createContext, useContext, useEffect, useId, useMemo } from 'react';

/** Asks the person whether to throw away what they typed; true: Discard. */
export type AskToDiscard = () => Promise<boolean>;

/**
 * Where forms say they hold unsaved changes. The admin layout's guard is the outer scope (it
 * asks before leaving the page or the tab); each dialog opens one inside it, so closing a
 * dialog asks only about its own forms, while leaving the page asks about all of them.
 */
export class ChangeScope {
  private readonly unsavedForms = new Set<string>();

  constructor(
    readonly ask: AskToDiscard,
    private readonly parent: ChangeScope | null = null,
    private readonly onChange?: (unsaved: boolean) => void,
  ) {}

  get unsaved(): boolean {
    return this.unsavedForms.size > 0;
  }

  mark(formId: string, unsaved: boolean): void {
    if (unsaved) this.unsavedForms.add(formId);
    else this.unsavedForms.delete(formId);
    this.onChange?.(this.unsaved);
    this.parent?.mark(formId, unsaved);
  }

  /** Runs `then` at once when nothing here is unsaved, else only if the person chose Discard. */
  leave(then: () => void): void {
    if (!this.unsaved) then();
    else void this.ask().then((discard) => discard && then());
  }

  child(): ChangeScope {
    return new ChangeScope(this.ask, this);
  }
}

/** The nearest scope; null outside the admin area (public forms never ask). */
export const ChangeScopeContext = createContext<ChangeScope | null>(null);

/**
 * A form says whether it holds changes not saved yet (react-hook-form's isDirty: compared with
 * the values it started from, so typing and undoing it is no change). While it does, closing
 * its dialog, following a link, going back or closing the tab asks first.
 */
export function useUnsavedChanges(unsaved: boolean): void {
  const scope = useContext(ChangeScopeContext);
  const formId = useId();
  useEffect(() => {
    scope?.mark(formId, unsaved);
    return () => scope?.mark(formId, false);
  }, [scope, formId, unsaved]);
}

/**
 * useUnsavedChanges as an element, for a form whose state lives above the Dialog it is shown
 * in: placed inside, it registers with the dialog's own scope.
 */
export function UnsavedChanges({ when }: { when: boolean }): null {
  useUnsavedChanges(when);
  return null;
}

/** `leave(then)`: `then` at once when the scope holds nothing unsaved, else after Discard. */
export function useLeave(): (then: () => void) => void {
  const scope = useContext(ChangeScopeContext);
  return (then) => (scope ? scope.leave(then) : then());
}

/** A dialog's own scope inside the current one (null outside the admin area). */
export function useChildScope(): ChangeScope | null {
  const parent = useContext(ChangeScopeContext);
  return useMemo(() => parent?.child() ?? null, [parent]);
}
