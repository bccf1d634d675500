import type { AuthResponse, LoginInput, RegisterInput, User } from '@tutoring/shared';
import { hashForUnknownUser, hashPassword, verifyPassword } from '../../lib/auth/passwords';
import { signToken } from '../../lib/auth/tokens';
import { AppError } from '../../lib/errors';
import { toPublicUser, UserModel } from '../users/user.model';

const INVALID_CREDENTIALS = 'Invalid email or password.';

function issue(secret: string, user: User): AuthResponse {
  return { token: signToken(secret, { userId: user.id, role: user.role }), user };
}

/** Same answer and the same bcrypt work whether the e-mail is unknown or the password wrong. */
export async function login(secret: string, input: Required<LoginInput>): Promise<AuthResponse> {
  const user = await UserModel.findOne({ email: input.email }).lean();
  const matches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await hashForUnknownUser()),
  );
  if (!user || !matches) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return issue(secret, toPublicUser(user));
}

export async function register(
  secret: string,
  input: Required<RegisterInput>,
): Promise<AuthResponse> {
  const conflict = new AppError('CONFLICT', 'An account with this e-mail already exists.');
  if (await UserModel.exists({ email: input.email })) throw conflict;
  try {
    const user = await UserModel.create({
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      role: 'user',
    });
    return issue(secret, toPublicUser(user));
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if ((error as { code?: number }).code === 11000) throw conflict;
    throw error;
  }
}

export async function currentUser(userId: string): Promise<User> {
  const user = await UserModel.findById(userId).lean();
  if (!user) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return toPublicUser(user);
}
