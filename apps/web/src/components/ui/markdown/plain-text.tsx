/**
 * A long text as paragraphs (a blank line parts them; a single newline stays a line break),
 * never HTML. What a Markdown text looks like before its renderer has loaded, and how a
 * plain text written before Markdown existed always read.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
