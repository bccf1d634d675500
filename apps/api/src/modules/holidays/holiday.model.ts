import { model, Schema } from 'mongoose';

/** The one holiday list lives under this fixed key, so there can never be two. */
export const HOLIDAYS_ID = 'holidays';

/** The days the institute is closed: batch sessions skip them. */
const holidayListSchema = new Schema(
  {
    _id: { type: String, default: HOLIDAYS_ID },
    holidays: {
      type: [new Schema({ date: String, name: String }, { _id: false })],
      default: [],
    },
  },
  { versionKey: false, timestamps: true },
);

export const HolidayListModel = model('HolidayList', holidayListSchema);
