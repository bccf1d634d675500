import { model, Schema } from 'mongoose';

/**
 * A tutor's private calendar feed: one per team member (its _id is the member's), found by the
 * SHA-256 of the token its URL carries. Rotating replaces the hash, so the old URL stops at once.
 */
const calendarFeedSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    tokenHash: { type: String, required: true },
  },
  { versionKey: false, timestamps: true },
);
calendarFeedSchema.index({ tokenHash: 1 }, { unique: true });

export const CalendarFeedModel = model('CalendarFeed', calendarFeedSchema);
