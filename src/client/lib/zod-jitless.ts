import { z } from 'zod';

// Zod compiles fast object parsers with `new Function`, and probes for it when a schema is built. The
// Content Security Policy forbids eval (script-src 'self', docs/reliability.md), so the probe would be
// reported as a violation; the plain parsers are fast enough for forms. main.tsx imports this first,
// before any module that builds a schema.
z.config({ jitless: true });
