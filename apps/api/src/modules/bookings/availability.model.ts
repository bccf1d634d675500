import { model, Schema } from 'mongoose';

/**
 * A tutor's hours, one document per team member (its _id is theirs). Kept beside the team
 * rather than in it: the public team list never carries it, and a member without hours
 * simply has no slots.
 */
const availabilitySchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    weekly: [{ _id: false, day: Number, start: String, end: String }],
    daysOff: [String],
    noticeHours: { type: Number, required: true },
  },
  { versionKey: false, timestamps: true },
);

export const AvailabilityModel = model('TutorAvailability', availabilitySchema);
