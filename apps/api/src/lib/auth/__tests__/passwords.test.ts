import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, LOWEST_COST, usePasswordHashCost, verifyPassword } from '../passwords';

/** 'correct horse battery' hashed at the service's cost 12, as a stored account holds it. */
const SERVICE_HASH = '$2b$12$Aa7IdieLbJjUaaV0ICRF.ObK0fkWgKl7Yw2T4RZtNgwdsIzPx8zzW';

afterEach(() => usePasswordHashCost(LOWEST_COST));

describe('password hashing cost', () => {
  it('when the cost is lowered, then new hashes carry it and a hash of cost 12 still verifies', async () => {
    usePasswordHashCost(5);

    const hash = await hashPassword('correct horse battery');

    expect(hash).toMatch(/^\$2b\$05\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery', SERVICE_HASH)).toBe(true);
    expect(await verifyPassword('wrong horse battery', SERVICE_HASH)).toBe(false);
  });

  it('when a cost under 4 or over the service cost is asked for, then it is refused', () => {
    expect(() => usePasswordHashCost(3)).toThrow(RangeError);
    expect(() => usePasswordHashCost(13)).toThrow(RangeError);
  });
});
