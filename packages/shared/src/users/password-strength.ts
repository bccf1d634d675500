import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { LIMITS } from '../constants';

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with its common-password and English dictionaries, loaded on first use: they weigh
 * about a megabyte, so the web fetches them only when a password form opens.
 */
function passwordChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return checker;
}

/**
 * Why a new password is easy to guess, or undefined when it is not: zxcvbn's own warning and
 * first suggestion, so the form can say what to change. `related` are words an attacker would
 * try first for this account (its name and e-mail).
 */
export async function passwordWeakness(
  password: string,
  related: string[] = [],
): Promise<string | undefined> {
  const result = (await passwordChecker()).check(password, related);
  if (result.score >= LIMITS.passwordMinScore) return undefined;
  const reasons = [result.feedback.warning, result.feedback.suggestions[0]].filter(Boolean);
  return ['Password is too easy to guess.', ...reasons].join(' ');
}
