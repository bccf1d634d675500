import {
  authResponseSchema,
  loginInputSchema,
  registerInputSchema,
  userSchema,
  authEndpoints,
} from '@tutoring/shared';
import { z } from 'zod';
import type { RouteTable } from '../../lib/http/route-table';
import { parseInput } from '../../lib/http/validate';
import { currentUser, login, register } from './auth.service';

export function mountAuthRoutes(table: RouteTable, jwtSecret: string): void {
  const { limiters } = table.context;
  table.route(
    {
      method: 'post',
      path: authEndpoints.login.path,
      summary: 'Sign in',
      access: 'public',
      body: loginInputSchema,
      status: 200,
      response: authResponseSchema,
    },
    limiters.login,
    async (req, res) => {
      res.json(await login(jwtSecret, parseInput(loginInputSchema, req.body)));
    },
  );
  table.route(
    {
      method: 'post',
      path: authEndpoints.register.path,
      summary: 'Create an account (role user)',
      access: 'public',
      body: registerInputSchema,
      status: 201,
      response: authResponseSchema,
    },
    limiters.register,
    async (req, res) => {
      res.status(201).json(await register(jwtSecret, parseInput(registerInputSchema, req.body)));
    },
  );
  table.route(
    {
      method: 'get',
      path: authEndpoints.me.path,
      summary: 'The signed-in user',
      access: 'user',
      status: 200,
      response: z.object({ user: userSchema }),
    },
    async (req, res) => {
      res.json({ user: await currentUser(req.auth!.userId) });
    },
  );
}
