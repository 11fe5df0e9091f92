import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/** What a plugin of the production build does once the bundle is written, given the resolved config. */
interface BuildSteps {
  /** When each output file is written (the HTML is there to rewrite). */
  writeBundle?: (config: ResolvedConfig, bundle: Rollup.OutputBundle) => Promise<void>;
  /** When every plugin's writeBundle has finished: the build folder is final. */
  closeBundle?: (config: ResolvedConfig) => Promise<void>;
}

/** A Vite plugin that runs only in `vite build`, after the bundle is written. */
export function buildPlugin(name: string, steps: BuildSteps): Plugin {
  let config: ResolvedConfig;
  const { writeBundle, closeBundle } = steps;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    ...(writeBundle && { writeBundle: (_options, bundle) => writeBundle(config, bundle) }),
    ...(closeBundle && { closeBundle: () => closeBundle(config) }),
  };
}
