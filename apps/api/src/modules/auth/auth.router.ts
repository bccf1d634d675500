import { Router } from 'express';
import { loginInputSchema, registerInputSchema } from '@tutoring/shared';
import { requireUser } from '../../lib/auth/authenticate';
import { parseInput } from '../../lib/http/validate';
import { currentUser, login, register } from './auth.service';

export function createAuthRouter(jwtSecret: string): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const input = parseInput(loginInputSchema, req.body);
    res.json(await login(jwtSecret, input));
  });

  router.post('/register', async (req, res) => {
    const input = parseInput(registerInputSchema, req.body);
    res.status(201).json(await register(jwtSecret, input));
  });

  router.get('/me', requireUser, async (req, res) => {
    res.json({ user: await currentUser(req.auth!.userId) });
  });

  return router;
}
