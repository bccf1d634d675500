export type DatabaseKind = 'external' | 'mongod' | 'ferretdb';

/** A MongoDB-compatible server the launcher found or started. */
export interface Database {
  kind: DatabaseKind;
  /** A connection string without a database name; callers choose the database. */
  uri: string;
  /** The folder the embedded database keeps its files in (tests search them for secrets). */
  filesDir?: string;
  /** Stops what the launcher started; does nothing for an external database. */
  stop(): Promise<void>;
}
