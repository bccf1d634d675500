/**
 * The spec's wording: what a fresh site's home page says until staff change it (SPEC.md: the
 * claims, the three marketing themes, the pricing card's four perks). Plain data: the public
 * pages show it without loading zod.
 */
export const HOME_DEFAULTS = {
  hero: {
    headline: 'Reach your best score with a tutor who knows your exam',
    // Empty: the hero shows the institute's tagline (Settings) instead.
    subline: '',
    cta: 'Start Your Journey',
  },
  claims: [
    { value: '500+', label: 'Students', hidden: false },
    { value: '4.9', label: 'rating', hidden: false },
    { value: '95%', label: 'Success', hidden: false },
  ],
  /** Each theme: its title on the first line, what it means on the lines after. */
  themes: [
    'Personalized Learning\nA study plan built around your exam, your syllabus and where you are today.',
    'Expert Instructors\nExperienced tutors and examiners who know what the markers look for.',
    'Flexible Scheduling\nOne-on-one or small-group sessions at times that fit school and family life.',
  ],
  /** /coursesv2's 'Why Choose Our Tutoring?' items, written like the themes. */
  whyChoose: [
    'Personalized Learning\nEvery lesson is planned around the student: their syllabus, pace and goals.',
    'Expert Instructors\nExperienced tutors who know the exam boards and how they mark.',
    'Flexible Scheduling\nSessions at times that suit the family, in any time zone.',
  ],
  perks: [
    'Personalized study plan',
    'Flexible scheduling',
    'Expert guidance',
    'Comprehensive materials',
  ],
} as const;

/** The most claims the hero shows: four fit one row on a phone. */
export const MAX_HOME_CLAIMS = 4;

/** A theme's title (its first line) and its text (the rest). */
export function themeParts(theme: string): { title: string; text: string } {
  const [title = '', ...rest] = theme.split('\n');
  return { title: title.trim(), text: rest.join('\n').trim() };
}
