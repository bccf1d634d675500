import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository root, where eslint.config.js is. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

/** The rule's complaints about `code` as if it were the file at `path` (from the root). */
async function complaintsAbout(code: string, path: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

const countAccounts = (from: string) =>
  `import { UserModel } from '${from}';\nexport const accounts = () => UserModel.countDocuments();\n`;

describe("the lint rule on another module's model", () => {
  it("when a module imports another module's model, then lint fails naming the owner's queries", async () => {
    const complaints = await complaintsAbout(
      countAccounts('../users/user.model'),
      'apps/api/src/modules/stats/account-count.ts',
    );

    expect(complaints).toHaveLength(1);
    expect(complaints[0]).toContain("Another module's model");
    expect(complaints[0]).toContain('users/');
  });

  it('when lib/ imports a module model, then lint fails too', async () => {
    const complaints = await complaintsAbout(
      countAccounts('../../modules/users/user.model'),
      'apps/api/src/lib/db/account-count.ts',
    );

    expect(complaints.some((text) => text.includes("Another module's model"))).toBe(true);
  });

  it('when the owning module imports its own model, or a test arranges records through it, then lint passes', async () => {
    const own = await complaintsAbout(
      countAccounts('./user.model'),
      'apps/api/src/modules/users/account-count.ts',
    );
    const test = await complaintsAbout(
      countAccounts('../../users/user.model'),
      'apps/api/src/modules/stats/__tests__/account-count.test.ts',
    );

    expect(own).toEqual([]);
    expect(test).toEqual([]);
  });
});
