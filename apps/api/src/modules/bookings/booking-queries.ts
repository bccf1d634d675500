import { BookingModel } from './booking.model';

/** How many bookings each status holds: the metrics' gauge. */
export const countBookingsByStatus = () =>
  BookingModel.aggregate<{ _id: string; count: number }>([
    { $group: { _id: '$status', count: { $sum: 1 } } },
  ]);
