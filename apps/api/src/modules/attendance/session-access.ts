import type { RequestHandler, Response } from 'express';
import { mayActForTeamMember } from '../bookings/tutor-access';
import { sessionWithBatch, type SessionWithBatch } from '../batches/session-commands';

/**
 * On a session's staff routes (access `tutor`): an admin acts on any session, a tutor only on
 * their own batch's (403 for another's), decided before the body is validated, so another
 * tutor learns nothing from what they sent. The session is handed on in res.locals.
 */
export const sessionOfItsTutor: RequestHandler = async (req, res, next) => {
  try {
    const found = await sessionWithBatch(String(req.params.id));
    mayActForTeamMember(req, found.batch.tutor);
    res.locals.session = found;
    next();
  } catch (error) {
    next(error);
  }
};

/** The session sessionOfItsTutor found. */
export const sessionFound = (res: Response) => res.locals.session as SessionWithBatch;
