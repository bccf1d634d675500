import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

interface RecoveryCodesProps {
  codes: string[];
  /** The person has saved them: go on (they are never shown again). */
  onDone: () => void;
  doneLabel: string;
}

function download(codes: string[]): void {
  const text = `Recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once, to copy or download before going on. */
export function RecoveryCodes({ codes, onDone, doneLabel }: RecoveryCodesProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  // The step changed under the person's hands: take the focus to its heading.
  useEffect(() => heading.current?.focus(), []);

  const copy = () => {
    void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
  };

  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-4">
      <h2
        id="recovery-codes-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-foreground"
      >
        Save your recovery codes
      </h2>
      <p className="text-sm text-foreground">
        If you lose your phone, sign in with one of these instead of a code from the app. Each works
        once. They are shown only now: keep them somewhere safe.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-background p-3 font-mono text-sm text-foreground"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={copy} className="w-full">
          Copy codes
        </Button>
        <Button variant="outline" onClick={() => download(codes)} className="w-full">
          Download codes
        </Button>
      </div>
      {copied && <Alert tone="info">Copied.</Alert>}
      <Button onClick={onDone} className="w-full">
        {doneLabel}
      </Button>
    </section>
  );
}
