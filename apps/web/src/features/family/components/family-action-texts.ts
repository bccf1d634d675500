/** What the family page's actions say (docs/PRODUCT.md, "Classes"). */
export const FAMILY_ACTION_TEXTS = {
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing...',
  withdrawQuestion: (student: string, batch: string) =>
    `Withdraw ${student} from ${batch}? Their seat goes to the next family on the waitlist.`,
  withdrawFailed: 'Failed to withdraw. Please try again.',
  reportAbsence: 'Report an absence',
  reporting: 'Reporting...',
  absenceReported: 'Absence noted. A make-up credit has been added for this class.',
  tooLate: (hours: number) =>
    `It is too late to report this absence: absences must be reported at least ${hours} hours before the session to earn a make-up credit.`,
  absenceFailed: 'Failed to report the absence. Please try again.',
} as const;
