import '@github/markdown-toolbar-element';
import { Bold, Heading, Italic, Link, List, ListOrdered } from 'lucide-react';
import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import { CONTROL, describedBy } from '../control-parts';
import { ControlFrame } from '../control-frame';
import { MarkdownText } from './markdown-text';

type MarkdownFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

const BUTTON =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-foreground ' +
  'hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
/** The library's buttons do not all give themselves a role, so each is given one here. */
const ICON = { 'aria-hidden': true, className: 'size-4' } as const;

/**
 * A long text written in Markdown: GitHub's markdown-toolbar-element (a small, maintained web
 * component: a `role="toolbar"` whose buttons are reached with the arrow keys) writes the marks
 * into an ordinary labelled text area, so the label still names the field and the form reads it
 * as before. 'Show formatted' renders the text as the public page will. Admin chunks only.
 */
export function MarkdownField({ label, error, hint, onChange, ...props }: MarkdownFieldProps) {
  const id = useId();
  const [formatted, setFormatted] = useState<string | null>(null);
  // When the browser cannot insert text as typing, the toolbar sets the value and sends a
  // plain `input` event, which React's onChange does not report: hand that one on too.
  const onInput = (event: FormEvent<HTMLTextAreaElement>) => {
    if (!(event.nativeEvent instanceof InputEvent)) {
      onChange?.(event as ChangeEvent<HTMLTextAreaElement>);
    }
    if (formatted !== null) setFormatted(event.currentTarget.value);
  };
  const toggleFormatted = () => {
    const area = document.getElementById(id) as HTMLTextAreaElement | null;
    setFormatted(formatted === null ? (area?.value ?? '') : null);
  };
  return (
    <ControlFrame id={id} label={label} error={error} hint={hint}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <markdown-toolbar for={id} aria-label={`Format ${label}`} className="flex flex-wrap gap-1">
          <md-header
            role="button"
            level={3}
            aria-label="Heading"
            title="Heading"
            className={BUTTON}
          >
            <Heading {...ICON} />
          </md-header>
          <md-bold role="button" aria-label="Bold" title="Bold" className={BUTTON}>
            <Bold {...ICON} />
          </md-bold>
          <md-italic role="button" aria-label="Italic" title="Italic" className={BUTTON}>
            <Italic {...ICON} />
          </md-italic>
          <md-unordered-list
            role="button"
            aria-label="Bulleted list"
            title="Bulleted list"
            className={BUTTON}
          >
            <List {...ICON} />
          </md-unordered-list>
          <md-ordered-list
            role="button"
            aria-label="Numbered list"
            title="Numbered list"
            className={BUTTON}
          >
            <ListOrdered {...ICON} />
          </md-ordered-list>
          <md-link role="button" aria-label="Link" title="Link" className={BUTTON}>
            <Link {...ICON} />
          </md-link>
        </markdown-toolbar>
        <button
          type="button"
          aria-pressed={formatted !== null}
          aria-controls={`${id}-formatted`}
          onClick={toggleFormatted}
          className="min-h-11 rounded-md px-3 text-sm font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          Show formatted
        </button>
      </div>
      <textarea
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={CONTROL}
        onChange={onChange}
        onInput={onInput}
        {...props}
      />
      <div id={`${id}-formatted`} aria-live="polite">
        {formatted !== null && (
          <div
            aria-label={`${label}, formatted`}
            role="region"
            className="rounded-lg border border-dashed border-border p-3"
          >
            <MarkdownText text={formatted || 'Nothing written yet.'} className="text-foreground" />
          </div>
        )}
      </div>
    </ControlFrame>
  );
}
