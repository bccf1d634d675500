import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after its '@' and dots, never letter by letter: a
 * narrow table column breaks `priya.shah@example.com` into readable pieces.
 */
export function EmailText({ address }: { address: string }) {
  const pieces = address.split(/(?<=[@.])/);
  return (
    <span className="break-words">
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
