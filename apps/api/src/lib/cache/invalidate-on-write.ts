import type { RequestHandler, Response } from 'express';
import type { Generations } from './generations';
import { CACHED_RESOURCES, resourceOf, resourcesChangedBy } from './response-cache';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any successful write under /api, moves the written resource (the first path segment,
 * so every module is covered without knowing it) to a new generation, and only then lets the
 * answer go out: once a client sees 2xx, no instance serves the old copy any more.
 */
export function invalidateOnWrite(generations: Generations): RequestHandler {
  return (req, res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    const resources = resourcesChangedBy(resourceOf(req.path)).filter((resource) =>
      CACHED_RESOURCES.has(resource),
    );
    if (resources.length === 0) return next();
    // 4xx wrote nothing; a 5xx may have written part, so it invalidates like a success.
    const mayHaveWritten = () => res.statusCode < 400 || res.statusCode >= 500;
    holdEndUntil(res, () => (mayHaveWritten() ? generations.bump(resources) : undefined));
    next();
  };
}

/** Delays res.end (headers and body) until `before` has settled. */
function holdEndUntil(res: Response, before: () => Promise<void> | undefined): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const pending = before();
    if (!pending) return end(...args);
    // bump() never rejects (it logs and falls back), so the answer always goes out.
    void pending.then(() => end(...args));
    return res;
  }) as Response['end'];
}
