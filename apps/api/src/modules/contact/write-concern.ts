import { askedOncePerConnection } from '../../lib/db/per-connection';

export type DurableWriteConcern = { w: 'majority' | 1; j: true };

/**
 * The write concern that makes an acknowledged write survive a crash: journaled, and on a
 * replica set also on a majority of members (so a failover cannot roll it back). A standalone
 * server has no majority to wait for, so it gets w: 1.
 */
export function durableWriteConcernFor(hello: { setName?: unknown }): DurableWriteConcern {
  return typeof hello.setName === 'string' && hello.setName.length > 0
    ? { w: 'majority', j: true }
    : { w: 1, j: true };
}

/**
 * Asks the server once per connection whether it is a replica set. FerretDB 1.24 answers
 * hello without setName (so it gets { w: 1, j: true }) and accepts every write concern we
 * tried — w: 1, w: 'majority', j: true — so this single path serves MongoDB and FerretDB.
 */
export const durableWriteConcern = askedOncePerConnection((db) =>
  db.admin().command({ hello: 1 }).then(durableWriteConcernFor),
);
