import { model, Schema, type InferSchemaType, type HydratedDocument } from 'mongoose';
import { ROLES, type User } from '@tutoring/shared';

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    name: { type: String, required: true, trim: true },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: ROLES, required: true, default: 'user' },
    /** v1 courses the user is enrolled in (GET /courses/subscribed). */
    enrolledCourses: [{ type: Schema.Types.ObjectId, ref: 'Course' }],
  },
  { timestamps: true },
);

export type UserRecord = InferSchemaType<typeof userSchema>;
export type UserDocument = HydratedDocument<UserRecord>;

export const UserModel = model('User', userSchema);

/** The public view of a user: never the password hash. */
export function toPublicUser(user: {
  _id: unknown;
  email: string;
  name: string;
  role: string;
}): User {
  return {
    id: String(user._id),
    email: user.email,
    name: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
  };
}
