import { PasswordTokenModel } from './password-token.model';
import { SessionModel } from './session.model';

/**
 * The collections whose documents let someone in without a password: open sessions and the
 * links that set one. A restore loads none of them (the restore command says why).
 */
export function signInCollections(): string[] {
  return [SessionModel.collection.collectionName, PasswordTokenModel.collection.collectionName];
}
