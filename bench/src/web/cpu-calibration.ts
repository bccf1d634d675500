import type { Result } from 'lighthouse';

/**
 * Lighthouse's default 4x CPU slowdown turns a host in the middle of its high-end desktop
 * bracket (benchmarkIndex 1500–2000) into a mid-tier phone, an index of about 1750 / 4
 * (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"). A slower or busier host
 * gets a smaller multiplier, so the simulated phone is the same phone on any machine.
 */
const MID_TIER_PHONE_INDEX = 1750 / 4;

export interface Calibration {
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
}

/**
 * The slowdown for a form factor from the index a load of the page measured on this host.
 * Desktop runs unthrottled (1x, Lighthouse's desktop preset): a host cannot be made faster.
 */
export function calibrate(formFactor: 'desktop' | 'mobile', measured: Result): Calibration {
  const benchmarkIndex = Math.round(measured.environment.benchmarkIndex);
  if (formFactor === 'desktop') return { benchmarkIndex, cpuSlowdownMultiplier: 1 };
  const multiplier = Math.max(1, benchmarkIndex / MID_TIER_PHONE_INDEX);
  return { benchmarkIndex, cpuSlowdownMultiplier: Math.round(multiplier * 10) / 10 };
}

/** How far a run may find the host's speed moved from its calibration (either way). */
const DRIFT_LIMIT = 1.25;

/**
 * Whether a run measured the host more than a quarter faster or slower than its calibration
 * did: on a shared host the index moves between loads, and a slowdown calibrated on a quick
 * reading turns the host, slow by the counted run, into a far slower phone than meant
 * (docs/decisions/0037-bench-baselines-in-the-same-run.md).
 */
export function drifted(calibration: Calibration, run: Result): boolean {
  const ratio = run.environment.benchmarkIndex / calibration.benchmarkIndex;
  return ratio > DRIFT_LIMIT || ratio < 1 / DRIFT_LIMIT;
}
