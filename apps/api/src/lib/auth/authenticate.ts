import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isAdminRole } from '@tutoring/shared';
import { AppError } from '../errors';
import { verifyToken, type TokenClaims } from './tokens';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: TokenClaims;
  }
}

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Reads the bearer token when there is one. Public routes stay public with a bad token
 * (they only show more to admins); the guards below turn a missing claim into 401/403.
 */
export function readAuth(secret: string): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    req.auth = token ? verifyToken(secret, token) : undefined;
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.auth) return next(new AppError('UNAUTHORIZED', 'Please sign in to continue.'));
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.auth) return next(new AppError('UNAUTHORIZED', 'Please sign in to continue.'));
  if (!isAdminRole(req.auth.role))
    return next(new AppError('FORBIDDEN', 'Administrator access is required.'));
  next();
};

export function isAdminRequest(req: Request): boolean {
  return isAdminRole(req.auth?.role);
}
