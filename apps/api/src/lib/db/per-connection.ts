import type { mongo } from 'mongoose';

/**
 * What a server says of itself does not change while a connection lasts, so it is asked once
 * per connection (concurrent callers share the question under way). A failed question (the
 * database away) is not remembered: the next caller asks again.
 */
export function askedOncePerConnection<T>(
  ask: (db: mongo.Db) => Promise<T>,
): (db: mongo.Db) => Promise<T> {
  const answers = new WeakMap<mongo.Db, Promise<T>>();
  return (db) => {
    let pending = answers.get(db);
    if (!pending) {
      pending = ask(db).catch((error: unknown) => {
        answers.delete(db);
        throw error;
      });
      answers.set(db, pending);
    }
    return pending;
  };
}
