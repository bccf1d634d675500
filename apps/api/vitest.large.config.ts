import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/** The tests `npm test` leaves out for their size (`*.large.test.ts`): `npm run test:large`. */
export default defineConfig({
  test: {
    ...base.test,
    include: ['test/**/*.large.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
