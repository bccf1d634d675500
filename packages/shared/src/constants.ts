/**
 * Business constants of docs/PRODUCT.md section 9 and the fixed lists of section 3, one place
 * each.
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
/**
 * The widths a stored image is served at (`/api/files/:id?w=`): pages pick from these in
 * srcset, and no other width is ever made, so no request can make the server resize at will.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export const RESOURCE_FILE_TYPES = ['PDF', 'DOC', 'ZIP', 'VIDEO'] as const;
export const RESOURCE_TYPES = ['document', 'video'] as const;

/** admin: everything; editor: content only (never leads, staff, settings or the log); user: a student. */
export const ROLES = ['admin', 'editor', 'user'] as const;
/** The roles that sign in to the admin area. */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export const THEME_NAMES = [
  'light',
  'dark',
  'neon',
  'vibrant',
  'sunrise',
  'ocean',
  'forest',
] as const;
export const DEFAULT_THEME = 'dark';
export const THEME_STORAGE_KEY = 'theme';

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
  featuredPreviewLimit: 6,
  newBadgeDays: 7,
  teamExpertiseTags: 2,
  subjectsOnCard: 3,
  outcomesOnDetail: 3,
  featuresInModal: 3,
  testimonialStars: 5,
  v1FixedRating: 4.8,
  v2DescriptionMax: 200,
  priceMin: 0,
  priceStep: 0.01,
  v1DurationMin: 1,
  moduleDurationMin: 0,
  moduleDurationStep: 0.5,
  avatarImagePx: 400,
  profileImagePx: 800,
  imageMaxBytes: 2 * 1024 * 1024,
  jpegQuality: 0.85,
  contactRedirectMs: 2000,
  scrollTopAfterPx: 200,
  scrollDots: [0, 25, 50, 75, 100],
  /** bcrypt reads only the first 72 bytes; longer passwords are refused, not silently cut. */
  passwordMaxBytes: 72,
  passwordMinLength: 12,
  /** zxcvbn's score (0–4) a new password must reach: 3 is "safely unguessable" online. */
  passwordMinScore: 3,
} as const;
