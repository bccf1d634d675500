import { Suspense } from 'react';
import { preloadablePart } from '../../../lib/preloadable-part';
import { hasMarkdownMarks } from './markdown-marks';
import { PlainText } from './plain-text';

const MarkdownRenderer = preloadablePart(
  () => import('./markdown-renderer').then((m) => m.MarkdownRenderer),
  () => document.querySelector('[data-markdown]') !== null,
);

/**
 * Typography for rendered Markdown (Tailwind's reset removes list bullets and heading sizes).
 * The plain-text stand-in shares it, so paragraphs keep their room when the renderer arrives.
 */
const PROSE =
  'flex flex-col gap-3 break-words [&_p]:whitespace-pre-line [&_ul]:list-disc [&_ol]:list-decimal ' +
  '[&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1 [&_a]:text-primary [&_a]:underline ' +
  '[&_h1]:text-2xl [&_h2]:text-xl [&_h3]:text-lg [&_h1,&_h2,&_h3,&_h4]:font-semibold ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_code]:font-mono';

/**
 * A long text the staff wrote in Markdown (About Us, descriptions, bios, the legal pages).
 * Until the renderer's code has loaded (it is kept out of the public pages' initial
 * JavaScript) the text shows as plain paragraphs, so the first paint and crawlers have it.
 * A plain text written before Markdown reads as it always did. A text without any Markdown
 * marks (most are) is only ever plain paragraphs: the renderer is not loaded for it at all.
 */
export function MarkdownText({ text, className = '' }: { text: string; className?: string }) {
  const classes = `${PROSE} ${className}`;
  const plain = <PlainText text={text} className={classes} />;
  if (!hasMarkdownMarks(text)) return plain;
  return (
    <Suspense fallback={plain}>
      <div className={classes} data-markdown="">
        <MarkdownRenderer text={text} />
      </div>
    </Suspense>
  );
}
