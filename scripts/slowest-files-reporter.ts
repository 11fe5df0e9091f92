// A Vitest reporter that goes with the default one: once a run ends, its ten slowest test files,
// each with its whole time (loading the file and its imports, then its tests and hooks).
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules
      .map((module) => {
        const d = module.diagnostic();
        const loading = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
        return { module, loading, tests: d.duration, total: loading + d.duration };
      })
      .sort((a, b) => b.total - a.total)
      .slice(0, SHOWN);
    if (timed.length === 0) return;
    const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const lines = timed.map(({ module, loading, tests, total }) => {
      const file = path.relative(process.cwd(), module.moduleId);
      return `  ${seconds(total).padStart(8)}  |${module.project.name}| ${file}  (carga ${seconds(loading)}, pruebas ${seconds(tests)})`;
    });
    const title = timed.length === 1 ? 'El archivo de pruebas' : `Los ${timed.length} archivos de pruebas más lentos`;
    console.log(`\n${title} (pasada con ${label}):\n${lines.join('\n')}\n`);
  }
}
