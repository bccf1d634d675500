import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  batchInputSchema,
  type Batch,
  type BatchInput,
  type BatchValues,
  type PlaceKind,
} from '@tutoring/shared';
import { z } from 'zod';
import { fromMinorUnits, toMinorUnits } from './fee-money';

/** The batch form as the fields hold it: numbers and weekdays as typed and ticked. */
export interface BatchForm {
  course: string;
  tutor: string;
  title: string;
  timeZone: string;
  weekdays: string[];
  startTime: string;
  durationMinutes: string;
  startDate: string;
  endDate: string;
  seats: string;
  place: { kind: PlaceKind; link: string; address: string };
  fee: { amount: string; period: 'month' | 'term' };
  status: 'open' | 'closed';
}

const toNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The body POST and PUT /batches take, from the form (a blank fee: none). */
export function batchInputOf(form: BatchForm, currency: string) {
  const amount = toMinorUnits(form.fee.amount, currency);
  return {
    ...form,
    weekdays: form.weekdays.map(Number),
    durationMinutes: toNumber(form.durationMinutes),
    seats: toNumber(form.seats),
    fee: amount === null ? null : { amount, period: form.fee.period },
  };
}

/**
 * The API's own schema checks the form, its messages under the fields' names; an unpicked
 * course or tutor reads as missing rather than as a malformed id.
 */
export function batchFormResolver(currency: string): Resolver<BatchForm, unknown, BatchValues> {
  const check = zodResolver(
    z
      .custom<BatchForm>()
      .transform((form) => batchInputOf(form, currency) as BatchInput)
      .pipe(batchInputSchema),
  );
  return async (form, context, options) => {
    const result = await check(form, context, options);
    const { course, tutor } = result.errors;
    if (course && form.course === '') course.message = 'Choose a course.';
    if (tutor && form.tutor === '') tutor.message = 'Choose a tutor.';
    return result;
  };
}

/** Add opens on the institute's zone, in person, open; Edit with the batch's own values. */
export function batchFormOf(
  batch: Batch | null,
  instituteZone: string,
  currency: string,
): BatchForm {
  if (!batch) {
    return {
      course: '',
      tutor: '',
      title: '',
      timeZone: instituteZone,
      weekdays: [],
      startTime: '17:00',
      durationMinutes: '60',
      startDate: '',
      endDate: '',
      seats: '8',
      place: { kind: 'in-person', link: '', address: '' },
      fee: { amount: '', period: 'month' },
      status: 'open',
    };
  }
  return {
    course: batch.course._id,
    tutor: batch.tutor._id,
    title: batch.title,
    timeZone: batch.timeZone,
    weekdays: batch.weekdays.map(String),
    startTime: batch.startTime,
    durationMinutes: String(batch.durationMinutes),
    startDate: batch.startDate,
    endDate: batch.endDate,
    seats: String(batch.seats),
    place: { ...batch.place },
    fee: batch.fee
      ? { amount: fromMinorUnits(batch.fee.amount, currency), period: batch.fee.period }
      : { amount: '', period: 'month' },
    status: batch.status,
  };
}
