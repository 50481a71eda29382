/**
 * zod compiles object parsers with `new Function` when a probe finds eval allowed, and it probes
 * when a schema is built. The page's Trusted Types refuse eval and report even the caught probe as
 * a violation, so zod is told not to try before any schema exists: zod reads its configuration
 * from `globalThis.__zod_globalConfig` (shared by every copy of zod in a page), which the boot
 * script, running before the app's modules, sets here. Parsing stays correct, a little slower.
 */
export function zodWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
}
