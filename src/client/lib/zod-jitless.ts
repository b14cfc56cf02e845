// zod's core only: the classic API's namespace would bring all of zod into the first load (ADR 0051).
import { config } from 'zod/v4/core';

// Zod compiles fast object parsers with `new Function`, and probes for it when a schema is built. The
// Content Security Policy forbids eval (script-src 'self', docs/reliability.md), so the probe would be
// reported as a violation; the plain parsers are fast enough for forms. main.tsx imports this first,
// before any module that builds a schema.
config({ jitless: true });
