/** Types of compile.mjs (plain JavaScript, run by `npm ci` before anything can load TypeScript). */
export declare function threadModules(): string[];
export declare function bundleCommand(script: string): Promise<void>;
export declare function compileThread(file: string, cache?: string): Promise<void>;
