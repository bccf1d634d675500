import mongoose from 'mongoose';
import { createUserWithToken } from '../../../../test/http';

/** A team member inserted straight into its collection, as the instructor of test courses. */
export async function insertInstructor(name = 'Dr Rao'): Promise<string> {
  const now = new Date();
  const { insertedId } = await mongoose.connection
    .collection('teammembers')
    // A whole member, as the API stores one: the home page shows every member it lists.
    .insertOne({
      name,
      role: 'Physics',
      bio: '',
      specialties: [],
      avatarImage: '',
      profileImage: '',
      imageUrl: '',
      createdAt: now,
      updatedAt: now,
    });
  return String(insertedId);
}

export async function deleteInstructor(id: string): Promise<void> {
  await mongoose.connection
    .collection('teammembers')
    .deleteOne({ _id: new mongoose.Types.ObjectId(id) });
}

/** A complete, valid v1 course body as the admin form sends it. */
export function courseV1Body(instructor: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Python for Data Science',
    tagline: 'From spreadsheets to models',
    category: 'Data Science',
    description: 'Learn pandas by analysing exam data.',
    longDescription: 'A practical course.',
    curriculum: ['Python basics', 'pandas'],
    price: 249.99,
    duration: 24,
    instructor: { _id: instructor },
    imageUrl: '',
    thumbnail: '',
    videoUrl: '',
    ...overrides,
  };
}

export const UNKNOWN_ID = '65a1b2c3d4e5f60718293a4b';
export const MALFORMED_ID = 'not-an-id';

/** Who course tests act as: an admin, a signed-in user, and a team member to teach. */
export async function courseTestActors() {
  return {
    admin: (await createUserWithToken('admin')).authorization,
    user: (await createUserWithToken('user')).authorization,
    instructor: await insertInstructor(),
  };
}
