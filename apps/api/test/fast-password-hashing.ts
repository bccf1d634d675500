import { LOWEST_COST, usePasswordHashCost } from '../src/lib/auth/passwords';

// Tests hash with bcrypt's lowest cost: the suite creates hundreds of accounts and checks
// thousands of passwords, and at the service's cost 12 the hashing alone would swamp a small
// machine (docs/decisions/0034-test-suites-time.md). Sign-in, the lock and the
// unknown-account timing work the same way.
usePasswordHashCost(LOWEST_COST);
