import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * A strict policy for the SPA: scripts only from our origin (the build has no inline script),
 * frames only from the privacy-enhanced video host, and only after a visitor presses play.
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix's scroll lock adds a <style> element while a dialog is open.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Placeholders are data: URLs; team photos may be direct links from the file-sharing service.
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      'https://drive.google.com',
      'https://*.googleusercontent.com',
    ],
    // A testimony may link an MP4 hosted anywhere on https.
    mediaSrc: ["'self'", 'https:'],
    frameSrc: ['https://www.youtube-nocookie.com'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

const ONE_YEAR_SECONDS = 31_536_000;

/** HSTS only on requests that arrived over TLS (directly or via the one trusted proxy). */
const hstsOverTls: RequestHandler = (req, res, next) => {
  if (req.secure)
    res.setHeader('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
  next();
};

export function securityHeaders(): RequestHandler[] {
  return [helmet({ contentSecurityPolicy, strictTransportSecurity: false }), hstsOverTls];
}
