import mongoose from 'mongoose';

/**
 * The collections whose documents let someone in without a password: open sessions and the
 * links that set one. A restore loads none of them (the restore command says why). Named as
 * Mongoose names the models' collections, without loading the models: a model loaded in the
 * restore's process would create its collection and indexes while the restore runs.
 */
const MODEL_NAMES = ['Session', 'PasswordToken'];

export function signInCollections(): string[] {
  const pluralize = mongoose.pluralize();
  return MODEL_NAMES.map((name) => (pluralize ? pluralize(name) : name));
}
