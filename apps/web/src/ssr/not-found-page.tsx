import { SERVER_PAGE } from '@tutoring/shared/plain';
import { NOT_FOUND_WORDS, type NotFoundKind } from './not-found-words';

/**
 * The not-found page: said plainly, with the way on. The browser leaves it as the server sent
 * it (main.tsx does not start the app on it), so its links are plain links, not the router's.
 */
export function NotFoundPage({ kind }: { kind: NotFoundKind }) {
  const { heading, text, to, label } = NOT_FOUND_WORDS[kind];
  return (
    <div id={SERVER_PAGE.id} data-page={SERVER_PAGE.notFound}>
      <main>
        <h1>{heading}</h1>
        <p>{text}</p>
        <p>
          <a href={to}>{label}</a>
        </p>
      </main>
    </div>
  );
}
