import { readFileSync } from 'node:fs';

type Source = Record<string, string | undefined>;

/**
 * NAME_FILE for a secret NAME: the file's content, without its final line break, stands in for
 * NAME (Docker and Kubernetes mount secrets as files, and a file keeps a secret out of the
 * process list and of `docker inspect`). Answers the environment to parse and what is wrong.
 */
export function readSecretFiles(
  source: Source,
  names: readonly string[],
): { values: Source; problems: string[] } {
  const values: Source = { ...source };
  const problems: string[] = [];
  for (const name of names) {
    const file = source[`${name}_FILE`];
    if (!file) continue;
    if (source[name]) {
      problems.push(`${name}_FILE: set ${name} or ${name}_FILE, not both.`);
      continue;
    }
    try {
      values[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
      problems.push(`${name}_FILE: cannot read ${file}${reason}.`);
    }
  }
  return { values, problems };
}
