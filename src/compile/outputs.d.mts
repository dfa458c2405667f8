/** Types of outputs.mjs (plain JavaScript, so that the server reads it without a loader). */
export declare const ROOT: string;
export declare function bundleOf(script: string): string;
export declare function threadBundleOf(file: string, cache?: string): string | null;
export declare function sourcesOf(output: string): string;
export declare function stamps(files: string[]): Record<string, [number, number]>;
export declare function madeFromThisTree(output: string): boolean;
export declare function bundleIsFresh(script: string): boolean;
export declare function compileNow(args?: string[]): void;
export declare function compileLater(args?: string[]): Promise<void>;
