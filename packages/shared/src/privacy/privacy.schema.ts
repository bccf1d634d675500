import { z } from 'zod';

/**
 * A person's requests about their data, answered by an admin: a copy of everything
 * stored about an e-mail address, and its erasure; and the retention job's run.
 */
export const privacyEndpoints = {
  export: '/privacy/export',
  erase: '/privacy/erase',
  retentionRun: '/privacy/retention/run',
} as const;

const personEmail = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .min(1, 'E-mail is required.')
  .max(254, 'Enter a valid e-mail address.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((email) => email.toLowerCase());

/** GET /privacy/export?email= */
export const personQuerySchema = z.strictObject({ email: personEmail });

/** POST /privacy/erase */
export const eraseInputSchema = z.strictObject({ email: personEmail });

const count = z.number().int().nonnegative();

/** What went: leads (spam too), bookings, mails, accounts, and audit entries cleaned. */
export const erasedSchema = z.object({
  leads: count,
  bookings: count,
  mails: count,
  accounts: count,
  /** A family's attendance records and make-up credits. */
  attendance: count,
  credits: count,
  auditEntries: count,
  /** Their family's class enrolments, and their waitlist places (with any offer). */
  enrolments: count,
  waitlist: count,
});

export const eraseAnswerSchema = z.object({ erased: erasedSchema });

/** POST /privacy/retention/run: spam leads deleted, closed leads anonymised. */
export const retentionRunSchema = z.object({ deleted: count, anonymised: count });

const stored = z.record(z.string(), z.unknown());

/** The copy for the person: every stored record that holds their e-mail, as stored. */
export const personExportSchema = z.object({
  person: z.object({
    email: z.string(),
    leads: z.array(stored),
    bookings: z.array(stored),
    account: stored.nullable(),
    mails: z.array(stored),
    /** Their family's class enrolments, and their waitlist places. */
    enrolments: z.array(stored),
    waitlist: z.array(stored),
    attendance: z.array(stored),
    credits: z.array(stored),
    makeups: z.array(stored),
  }),
});

export type PersonQuery = z.output<typeof personQuerySchema>;
export type EraseInput = z.input<typeof eraseInputSchema>;
export type Erased = z.infer<typeof erasedSchema>;
export type RetentionRun = z.infer<typeof retentionRunSchema>;
export type PersonExport = z.infer<typeof personExportSchema>;
