/**
 * Business constants of docs/PRODUCT.md section 9 and the fixed lists of section 3, one place
 * each. What every page's first JavaScript needs lives apart, so that it carries none of the
 * rest: roles (users/roles.ts), theme names (themes.ts), image widths (files/image-widths.ts).
 */

export const EXAM_TYPES = ['IB', 'IGCSE', 'CBSE', 'AP', 'SAT', 'JEE', 'NEET', 'Other'] as const;
/** The public filter buttons: every exam type but 'Other' (the admin form adds it). */
export const EXAM_FILTERS = ['IB', 'IGCSE', 'CBSE', 'AP', 'SAT', 'JEE', 'NEET'] as const;
export const COURSE_MODES = ['One-on-One', 'Small Group'] as const;
export const COURSE_STATUSES = ['draft', 'published'] as const;
export const DEFAULT_V2_DURATION = 'Customized based on student needs';

export const COURSE_V1_CATEGORIES = [
  'Web Development',
  'Data Science',
  'Design',
  'Cloud Computing',
  'Other',
] as const;
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const RESOURCE_CATEGORIES = [
  'Web Development',
  'Data Science',
  'Design',
  'Cloud Computing',
  'General',
  'Forms',
] as const;
export const RESOURCE_FILE_TYPES = ['PDF', 'DOC', 'ZIP', 'VIDEO'] as const;
export const RESOURCE_TYPES = ['document', 'video'] as const;

export const CONTACT_STATUSES = [
  'new',
  'contacted',
  'demo-scheduled',
  'enrolled',
  'closed',
  'spam',
] as const;

/**
 * A contact form sent sooner than this after it appeared was not typed by a person; it is
 * kept with status spam (never dropped) and answered like any other.
 */
export const CONTACT_MIN_FILL_MS = 3000;

export const LIMITS = {
  featuredCourses: 3,
  newBadgeDays: 7,
  teamExpertiseTags: 2,
  subjectsOnCard: 3,
  outcomesOnDetail: 3,
  featuresInModal: 3,
  testimonialStars: 5,
  v2DescriptionMax: 200,
  priceMin: 0,
  priceStep: 0.01,
  v1DurationMin: 1,
  moduleDurationMin: 0,
  moduleDurationStep: 0.5,
  avatarImagePx: 400,
  profileImagePx: 800,
  /** Uploads by kind (files/upload-types.ts): images, documents, ZIP archives, MP4 videos. */
  imageMaxBytes: 2 * 1024 * 1024,
  documentMaxBytes: 20 * 1024 * 1024,
  archiveMaxBytes: 50 * 1024 * 1024,
  videoMaxBytes: 50 * 1024 * 1024,
  jpegQuality: 0.85,
  contactRedirectMs: 2000,
  scrollTopAfterPx: 200,
  scrollDots: [0, 25, 50, 75, 100],
  /** bcrypt reads only the first 72 bytes; longer passwords are refused, not silently cut. */
  passwordMaxBytes: 72,
  passwordMinLength: 12,
  /** zxcvbn's score (0–4) a new password must reach: 3 is "safely unguessable" online. */
  passwordMinScore: 3,
  /**
   * A long free text (a bio, a description, a message, staff notes): room for a few
   * paragraphs, and a cap that keeps one document and one mail small.
   */
  longTextMax: 5000,
  /** The days ahead a visitor is offered free demo slots (the slots' default window too). */
  offeredSlotDays: 14,
} as const;

/** The message of a public form sent without consent while the site requires it. */
export const CONSENT_REQUIRED_MESSAGE = 'Please agree to the privacy notice to send this form.';

/** The funnel's and the lead filter's name for a lead that came with no utm_source. */
export const DIRECT_SOURCE = '(direct)';
