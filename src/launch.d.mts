/** Types of launch.mjs (plain JavaScript, so that Node runs it without a loader). */
export declare function bundleOf(script: string): string;
export declare function bundleIsFresh(script: string): boolean;
export declare function bundleCommand(script: string): Promise<void>;
export declare function threadBundleOf(file: string): string | null;
export declare function threadBundleOptions(file: string): import('esbuild').BuildOptions & { write: false; metafile: true };
export declare function keptThreadScript(file: string): string | null;
export declare function threadScriptOf(file: string, result: import('esbuild').BuildResult<{ write: false; metafile: true }>): string;
export declare function bundleThread(file: string): Promise<void>;
