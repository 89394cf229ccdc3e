/**
 * Setup of the unit project. Component tests (happy-dom) wait for the screen with testing-library's
 * `findBy*` / `waitFor`, whose default of 1 s is too short when 2 cores run several suites at once: an
 * answer that arrives later is still an answer, so they wait up to 20 s (the unit project gives a test 60 s).
 * Tests in the node environment do not load testing-library at all.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 20_000 });
}

export {};
