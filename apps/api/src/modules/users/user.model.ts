import { model, Schema, trusted, type InferSchemaType, type HydratedDocument } from 'mongoose';
import { ROLES, STAFF_ROLES, type Account, type Role, type User } from '@tutoring/shared';

const consentSchema = new Schema(
  { given: Boolean, at: String, noticeVersion: String },
  { _id: false },
);

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    name: { type: String, required: true, trim: true },
    /** Absent while an invited person has not set a password yet: no password signs them in. */
    passwordHash: { type: String },
    role: { type: String, enum: ROLES, required: true, default: 'user' },
    /**
     * A staff role granted to an account that was not staff: it takes effect only when the
     * owner sets a password through the link mailed to the account's address (docs/API.md,
     * "Staff"), so knowing a self-registered account's password never makes anyone staff.
     */
    pendingRole: { type: String, enum: [...STAFF_ROLES, null], default: null },
    /** A tutor's team member (role tutor only): whose bookings and hours are theirs. */
    teamMemberId: { type: Schema.Types.ObjectId, default: null },
    /** A deactivated account can't sign in, and its sessions ended when it was deactivated. */
    active: { type: Boolean, required: true, default: true },
    /** v1 courses the user is enrolled in (GET /courses/subscribed). */
    enrolledCourses: [{ type: Schema.Types.ObjectId, ref: 'Course' }],
    /** v2 courses an admin enrolled them in (PUT /users/:id/enrolments; GET /auth/me lists them). */
    enrolledCoursesV2: [{ type: Schema.Types.ObjectId, ref: 'CourseV2' }],
    /** The guardian's mobile, as first given on an enrolment form. */
    mobile: { type: String, trim: true },
    /** The guardian's consent to the privacy notice, as an enrolment form recorded it. */
    consent: { type: consentSchema, default: undefined },
  },
  { timestamps: true },
);

export type UserRecord = InferSchemaType<typeof userSchema>;
export type UserDocument = HydratedDocument<UserRecord>;

export const UserModel = model('User', userSchema);

type StoredUser = {
  _id: unknown;
  email: string;
  name: string;
  role: string;
  teamMemberId?: unknown;
};

/** Stored roles are one of ROLES (the schema's enum); anything else reads as the least. */
function roleOf(role: string): Role {
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : 'user';
}

type StaffRole = (typeof STAFF_ROLES)[number];

const pendingRoleOf = (role: string | null | undefined): { pendingRole?: StaffRole } =>
  (STAFF_ROLES as readonly (string | null | undefined)[]).includes(role)
    ? { pendingRole: role as StaffRole }
    : {};

/** The public view of a user: never the password hash. */
export function toPublicUser(user: StoredUser): User {
  const role = roleOf(user.role);
  const tutorOf = role === 'tutor' && user.teamMemberId ? String(user.teamMemberId) : undefined;
  return {
    id: String(user._id),
    email: user.email,
    name: user.name,
    role,
    ...(tutorOf ? { teamMemberId: tutorOf } : {}),
  };
}

/** An account as admins manage it: whether it is active, and whether its invitation is open. */
export function toAccount(
  user: StoredUser & {
    active?: boolean;
    passwordHash?: string | null;
    pendingRole?: string | null;
    createdAt?: Date;
    enrolledCoursesV2?: unknown[];
  },
): Account {
  return {
    ...toPublicUser(user),
    active: user.active !== false,
    invitationPending: !user.passwordHash,
    ...pendingRoleOf(user.pendingRole),
    enrolledCourses: (user.enrolledCoursesV2 ?? []).map(String),
    createdAt: (user.createdAt ?? new Date(0)).toISOString(),
  };
}

/**
 * Admins who can act: the ones new leads are mailed to, and the ones that must not run out.
 * Accounts stored before `active` existed have none, and are active.
 */
export const activeAdmins = () => ({ role: 'admin', active: trusted({ $ne: false }) });
