import { authRouter } from '../auth/auth.router';
import { systemRouter } from '../system/system.router';
import { createCallerFactory, router } from './init';

/** Every procedure of the product, by domain. The browser imports only its type. */
export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures in process with a given context: the REST adapter and tests use it. */
export const createCaller = createCallerFactory(appRouter);
