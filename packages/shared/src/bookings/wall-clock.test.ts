import { Temporal } from '@js-temporal/polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeTimeZone, zonedParts } from './wall-clock';

// Node has no Temporal yet: the reference polyfill stands in for a browser's own, and the
// same instants are read again through Intl, which Node has.
const ZONES = [
  'Asia/Kolkata',
  'America/Los_Angeles',
  'Europe/London',
  'Australia/Lord_Howe', // a half-hour change of clocks
  'Asia/Kathmandu', // a 5:45 offset
  'Pacific/Kiritimati', // 14 hours ahead
  'UTC',
];

/** Instants from 1970 to 2100 (seeded, the same each run) and the hours around clock changes. */
function instants(): Date[] {
  let seed = 20261129;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const spread = Array.from(
    { length: 300 },
    () => new Date(Math.floor(next() * 4_102_444_800_000)),
  );
  const changes = ['2027-03-14T09:59:00Z', '2027-03-14T10:00:00Z', '2027-10-31T00:59:59Z'];
  return [...spread, ...changes.map((iso) => new Date(iso)), new Date(0)];
}

const throughIntl = (instant: Date, zone: string) => zonedParts(instant, zone);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wall clock through Temporal and through Intl', () => {
  it('when a runtime has Temporal, then every part of every instant in every zone is what Intl reads', () => {
    const expected = ZONES.flatMap((zone) => instants().map((at) => throughIntl(at, zone)));
    const converted = vi.spyOn(Temporal.Instant, 'fromEpochMilliseconds');
    vi.stubGlobal('Temporal', Temporal);

    const read = ZONES.flatMap((zone) => instants().map((at) => zonedParts(at, zone)));

    expect(read).toEqual(expected);
    expect(converted).toHaveBeenCalledTimes(expected.length);
  });

  it('when a runtime has Temporal, then its own zone is the one Intl names', () => {
    const expected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const now = vi.spyOn(Temporal.Now, 'timeZoneId');
    vi.stubGlobal('Temporal', Temporal);

    expect(runtimeTimeZone()).toBe(expected);
    expect(now).toHaveBeenCalledOnce();
  });

  it('when a zone or an instant cannot be read, then Intl says so, with Temporal or without', () => {
    const failures = () => [
      () => zonedParts(new Date(0), 'Mars/Olympus_Mons'),
      () => zonedParts(new Date(Number.NaN), 'UTC'),
    ];
    for (const read of failures()) expect(read).toThrow(RangeError);
    vi.stubGlobal('Temporal', Temporal);
    for (const read of failures()) expect(read).toThrow(RangeError);
  });
});
