import { model, Schema } from 'mongoose';

/** Where a waiting place stands: waiting its turn, offered a seat, or done with. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'enrolled', 'declined', 'expired'] as const;

/** A place in a batch's waitlist, first joined first offered. */
const waitlistEntrySchema = new Schema(
  {
    batch: { type: Schema.Types.ObjectId, required: true },
    studentName: { type: String, required: true },
    guardianName: { type: String, required: true },
    email: { type: String, required: true },
    mobile: { type: String, default: '' },
    status: { type: String, enum: WAITLIST_STATUSES, default: 'waiting' },
    joinedAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: true },
);
waitlistEntrySchema.index({ batch: 1, status: 1, joinedAt: 1 });
waitlistEntrySchema.index({ email: 1 });

export const WaitlistEntryModel = model('WaitlistEntry', waitlistEntrySchema);

/**
 * A freed seat offered to one waiting entry: its _id is the entry's, so an entry is offered
 * at most once, whatever instances race to offer it. The seat is held by a claim whose holder
 * is `offerHolder(_id)` until the offer is accepted (the claim passes to the enrolment),
 * declined or expires. The link's token is kept only as its SHA-256.
 */
const waitlistOfferSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    batch: { type: Schema.Types.ObjectId, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    status: {
      type: String,
      enum: ['open', 'accepted', 'declined', 'expired'],
      default: 'open',
    },
  },
  { versionKey: false, timestamps: true },
);
waitlistOfferSchema.index({ tokenHash: 1 }, { unique: true });
waitlistOfferSchema.index({ status: 1, expiresAt: 1 });

export const WaitlistOfferModel = model('WaitlistOffer', waitlistOfferSchema);

/**
 * How an offer ended: its _id is the offer's, so of an accept, a decline and an expiry racing
 * (on any instance) exactly one insert succeeds and only that one moves the seat on.
 */
const offerEndSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    outcome: { type: String, enum: ['accepted', 'declined', 'expired'], required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const WaitlistOfferEndModel = model('WaitlistOfferEnd', offerEndSchema);
