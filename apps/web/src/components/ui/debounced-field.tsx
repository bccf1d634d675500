import type { ComponentProps } from 'react';
import { useDebouncedText } from '../../lib/use-debounced-text';
import { FormField } from './form-field';

type DebouncedFieldProps = Omit<ComponentProps<typeof FormField>, 'value' | 'onChange'> & {
  value: string;
  /** Called once the typist pauses, with what the box then holds. */
  onSettled: (text: string) => void;
};

/** A labelled text box (a list's search, a filter) that asks once per pause, not per letter. */
export function DebouncedField({ value, onSettled, ...props }: DebouncedFieldProps) {
  const [draft, setDraft] = useDebouncedText(value, onSettled);
  return <FormField {...props} value={draft} onChange={(event) => setDraft(event.target.value)} />;
}
