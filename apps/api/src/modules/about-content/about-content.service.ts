import {
  aboutContentInputSchema,
  type AboutContent,
  type AboutContentInput,
} from '@tutoring/shared';
import { parseInput } from '../../lib/http/validate';
import { ABOUT_CONTENT_ID, AboutContentModel, toAboutContent } from './about-content.model';

export async function getAboutContent(): Promise<AboutContent> {
  return toAboutContent(await AboutContentModel.findById(ABOUT_CONTENT_ID).lean());
}

async function upsert(data: AboutContent) {
  return AboutContentModel.findByIdAndUpdate(
    ABOUT_CONTENT_ID,
    { $set: { history: data.history, values: data.values } },
    { new: true, upsert: true, runValidators: true },
  ).lean();
}

/**
 * Validates and stores the single About Us document (the router's PUT and the demo seed),
 * creating it on first save. Untrusted input is fine: it is parsed here (400 with details).
 */
export async function saveAboutContent(input: AboutContentInput): Promise<AboutContent> {
  const data = parseInput(aboutContentInputSchema, input);
  try {
    return toAboutContent(await upsert(data));
  } catch (error) {
    // Two first saves racing: both try to insert the fixed key, one gets E11000. The document
    // exists now, so a second attempt updates it.
    if ((error as { code?: number }).code !== 11000) throw error;
    return toAboutContent(await upsert(data));
  }
}
