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
