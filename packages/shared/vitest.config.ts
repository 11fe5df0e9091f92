import { defineProject } from 'vitest/config';

// Plain functions: threads, reused from file to file (the root vitest.config.ts).
export default defineProject({ test: { name: 'shared', environment: 'node', pool: 'threads' } });
