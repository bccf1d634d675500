import type { LegalPageName } from './legal-pages.endpoint';

/**
 * What a fresh site says until an administrator writes its own: a sensible start that says
 * plainly it must be reviewed. Markdown, as the pages are.
 */
export const LEGAL_PAGE_DEFAULTS: Record<LegalPageName, { title: string; body: string }> = {
  privacy: {
    title: 'Privacy Notice',
    body: [
      'This is a starting text. Have it reviewed by someone who knows the data protection law that applies to your institute, then replace it in Admin → Site Content.',
      '',
      'We collect what you give us in our forms — your name, a phone number or e-mail address, the course you ask about and your message — to answer you and to arrange classes. We do not sell it or share it with advertisers.',
      '',
      'We keep enquiries only as long as we need them to answer you and run our classes. To see, correct or erase what we hold about you, write to us at the address on our contact page.',
    ].join('\n'),
  },
  terms: {
    title: 'Terms of Use',
    body: [
      'This is a starting text. Have it reviewed by someone who knows the law that applies to your institute, then replace it in Admin → Site Content.',
      '',
      'Course descriptions, prices and schedules on this site are given in good faith and may change. Enrolment is confirmed only once we have agreed it with you in writing.',
      '',
      'The materials we share are for our students’ own study; please do not republish them.',
    ].join('\n'),
  },
};
