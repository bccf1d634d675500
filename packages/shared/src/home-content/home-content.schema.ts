import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields';
import { HOME_DEFAULTS, MAX_HOME_CLAIMS } from './home-content.defaults';

export const homeHeroSchema = z.strictObject({
  headline: requiredText('Headline', 160),
  /** Empty: the institute's tagline stands in. */
  subline: optionalText(400),
  cta: requiredText('Button label', 40),
});

/** A number the institute can back ("80+", "4.7") and what it counts; hidden ones are kept. */
export const homeClaimSchema = z.strictObject({
  value: requiredText('Claim value', 20),
  label: requiredText('Claim label', 40),
  hidden: z.boolean({ error: 'Hidden must be true or false.' }).default(false),
});

/** The home page's own words, the spec's as defaults (CONTRACT.md section 8). */
export const homeContentInputSchema = z.strictObject({
  hero: homeHeroSchema.default(() => ({ ...HOME_DEFAULTS.hero })),
  claims: z
    .array(homeClaimSchema)
    .max(MAX_HOME_CLAIMS, `At most ${MAX_HOME_CLAIMS} claims.`)
    .default(() => HOME_DEFAULTS.claims.map((claim) => ({ ...claim }))),
  themes: z
    .array(requiredText('Theme', 600))
    .max(6, 'At most 6 themes.')
    .default(() => [...HOME_DEFAULTS.themes]),
  /**
   * /coursesv2's 'Why Choose' items, added after the contract's first fields: a client that
   * does not send them (the spec's) stores today's words, as for every field here.
   */
  whyChoose: z
    .array(requiredText('Reason', 600))
    .max(6, 'At most 6 reasons.')
    .default(() => [...HOME_DEFAULTS.whyChoose]),
  perks: z
    .array(requiredText('Perk', 120))
    .max(8, 'At most 8 perks.')
    .default(() => [...HOME_DEFAULTS.perks]),
});

export const homeContentSchema = homeContentInputSchema;

export type HomeClaim = z.output<typeof homeClaimSchema>;
export type HomeContentInput = z.input<typeof homeContentInputSchema>;
export type HomeContent = z.output<typeof homeContentSchema>;
