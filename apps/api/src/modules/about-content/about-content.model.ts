import { model, Schema, type InferSchemaType } from 'mongoose';
import type { AboutContent } from '@tutoring/shared';

/** The one About Us document lives under this fixed key, so there can never be two. */
export const ABOUT_CONTENT_ID = 'about-us';

// Shape and rules come from aboutContentInputSchema (parsed before every write).
const aboutContentSchema = new Schema(
  {
    _id: { type: String, default: ABOUT_CONTENT_ID },
    history: { type: String, default: '' },
    // No _id per value: the contract's values are plain {title, description} pairs.
    values: {
      type: [new Schema({ title: String, description: String }, { _id: false })],
      default: [],
    },
  },
  { timestamps: true },
);

export type AboutContentRecord = InferSchemaType<typeof aboutContentSchema>;

export const AboutContentModel = model('AboutContent', aboutContentSchema);

/** The API's view of the stored document; an empty page when there is none yet. */
export function toAboutContent(record: AboutContentRecord | null): AboutContent {
  if (!record) return { history: '', values: [] };
  return {
    history: record.history,
    values: record.values.map((value) => ({
      title: value.title ?? '',
      description: value.description ?? '',
    })),
  };
}
